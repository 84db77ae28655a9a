import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, tabsActivationModes } from './Tabs';

const meta = {
  title: 'Layout/Tabs',
  component: Tabs.Root,
  tags: ['autodocs'],
  args: { defaultValue: 'about', activationMode: 'automatic' },
  argTypes: { activationMode: { control: 'inline-radio', options: tabsActivationModes } },
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Product details">
          <Tabs.Trigger value="about">About</Tabs.Trigger>
          <Tabs.Trigger value="use">How to use</Tabs.Trigger>
          <Tabs.Trigger value="ingredients">Ingredients</Tabs.Trigger>
          <Tabs.Trigger value="reviews" disabled>
            Reviews
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="about">A light serum with cold-pressed cloudberry seed oil.</Tabs.Content>
        <Tabs.Content value="use">Press two drops onto clean skin, morning and evening.</Tabs.Content>
        <Tabs.Content value="ingredients">Aqua, Rubus Chamaemorus Seed Oil, Glycerin, Squalane.</Tabs.Content>
        <Tabs.Content value="reviews">No reviews yet.</Tabs.Content>
      </Tabs.Root>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Tabs on Radix Tabs: `Tabs.Root` (`activationMode` "automatic" shows a panel when its tab takes focus, "manual" waits for Enter/Space), `List` (give it an `aria-label`), `Trigger`, `Content`. ArrowLeft/Right (Up/Down when vertical), Home/End; disabled tabs are skipped.',
      },
    },
  },
} satisfies Meta<typeof Tabs.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Automatic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'How to use' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Press two drops');
    // The disabled tab is skipped; focus wraps to the first.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveFocus();
  },
};

export const Manual: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'How to use' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('cloudberry seed oil');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Press two drops');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'ingredients' } };
