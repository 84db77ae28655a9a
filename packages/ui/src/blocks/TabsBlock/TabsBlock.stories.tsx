import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextBlock } from '../TextBlock';
import { TabsBlock } from './TabsBlock';

const items = [
  {
    name: 'Ingredients',
    content: <TextBlock html="<p>Birch sap (62%), sea buckthorn oil, oat extract, hyaluronic acid.</p>" />,
  },
  {
    name: 'How to use',
    content: (
      <TextBlock html="<p>Morning and evening, press two drops into clean skin before your cream.</p>" />
    ),
  },
  {
    name: 'Delivery',
    content: (
      <TextBlock html="<p>Free delivery over €50. Ships in recyclable packaging within 1–2 days.</p>" />
    ),
  },
];

const meta = {
  title: 'Blocks/TabsBlock',
  component: TabsBlock,
  args: { items, label: 'About the serum', style: { minHeight: '120px' } },
  parameters: {
    docs: {
      description: {
        component:
          "Page Builder tabs on the kit's `Tabs` (arrow keys, Home/End): tab items with their blocks, default " +
          'active tab, alignment of the labels, minimum panel height. All panels are in the server HTML.',
      },
    },
  },
} satisfies Meta<typeof TabsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'About the serum' })).toBeInTheDocument();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Birch sap (62%)');
    // Every panel is rendered (SSR content) and only the active one shown.
    await expect(canvasElement.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'How to use' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('press two drops');
    await userEvent.keyboard('{ArrowLeft}');
  },
};

export const SecondActiveCentered: Story = {
  args: { defaultIndex: 1, align: 'center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'How to use' })).toHaveAttribute('aria-selected', 'true');
    await expect(getComputedStyle(canvas.getByRole('tablist')).justifyContent).toMatch(/center/);
  },
};

export const Right: Story = {
  args: { align: 'right' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByRole('tablist')).justifyContent).toMatch(/end/);
  },
};
