import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortSelect, sortSelectLayouts } from './SortSelect';

const meta = {
  title: 'Catalogue/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: { onValueChange: fn() },
  argTypes: { layout: { control: 'inline-radio', options: sortSelectLayouts } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Sort control of the category page with the spec §9 options (`defaultSortOptions`). Choosing the active option again clears the sort (`onValueChange(null)`); the menu closes either way. `layout="auto"` (default) shows a dropdown at least 150 px wide (`vars.size.menuMinWidth`) from 768 px viewport width, and below it a full-width list that expands in place and does not show the value in its button (spec §2). Force one with `layout="dropdown"` or `"list"`.',
      },
    },
  },
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toHaveTextContent('Sort by');
    await expect(trigger.getBoundingClientRect().width).toBeGreaterThanOrEqual(150);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await body().findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Bestsellers' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PRICE_HIGH_LOW', expect.anything());
    await waitFor(() => expect(trigger).toHaveTextContent('Price High-Low'));
    // Choosing the active option clears the sort and closes the menu.
    await userEvent.keyboard('{Enter}');
    const again = await body().findByRole('listbox');
    await waitFor(() => expect(within(again).getByRole('option', { name: 'Price High-Low' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveTextContent('Sort by'));
  },
};

export const Selected: Story = { args: { defaultValue: 'NEW_ARRIVAL' } };

export const Disabled: Story = { args: { disabled: true } };

export const MobileList: Story = {
  args: { defaultValue: 'BESTSELLER' },
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Sort by' });
    // The value is not shown in the button on mobile.
    await expect(trigger).toHaveTextContent(/^Sort by$/);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Bestsellers' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Bestsellers' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileListOpen: Story = {
  args: { defaultValue: 'PRICE_LOW_HIGH', layout: 'list' },
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort by' }));
  },
};
