import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from './FilterBar';

/** Story sort slot: a labelled native select (the kit's SortSelect belongs to another component). */
const sort = (
  <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', fontSize: '0.875rem' }}>
    Sort by
    <select defaultValue="BESTSELLER" style={{ minHeight: '2.75rem', minWidth: '9.375rem' }}>
      <option value="BESTSELLER">Bestsellers</option>
      <option value="NEW_ARRIVAL">New Arrival</option>
      <option value="PRICE_HIGH_LOW">Price High-Low</option>
      <option value="PRICE_LOW_HIGH">Price Low-High</option>
    </select>
  </label>
);

const active = [
  { id: 'skin:dry', label: 'Dry' },
  { id: 'skin:sensitive', label: 'Sensitive' },
  { id: 'price:20_40', label: '€20.00 – €40.00' },
];

const meta = {
  title: 'Catalogue/FilterBar',
  component: FilterBar,
  tags: ['autodocs'],
  args: {
    hasFilters: true,
    sort,
    onFiltersOpenChange: fn(),
    onOpenFilterDialog: fn(),
    onRemoveFilter: fn(),
    onClearAll: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Category filter bar (spec §2). Below 1024 px: one button labelled "Filter", "Filter and sort" or "Sort by" ' +
          '(pure `narrowFilterButtonLabel`) that opens the app\'s "Shop Filter" dialog. From 1024 px: "Show filters" / ' +
          '"Hide filters" for the sidebar, "Clear all" while any filter is active, and the sort slot. Active filters ' +
          'are removable chips.',
      },
    },
  },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Hide filters' });
    await userEvent.click(toggle);
    await expect(args.onFiltersOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

export const WideWithActiveFilters: Story = {
  args: { activeFilters: active },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sensitive' }));
    await expect(args.onRemoveFilter).toHaveBeenCalledWith('skin:sensitive');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalled();
  },
};

export const NarrowFilterAndSort: Story = {
  name: 'Narrow: Filter and sort',
  args: { activeFilters: active },
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Filter and sort/ });
    await userEvent.click(button);
    await expect(args.onOpenFilterDialog).toHaveBeenCalled();
  },
};

export const NarrowFilterOnly: Story = {
  name: 'Narrow: Filter',
  args: { sort: undefined },
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Filter' })).toBeVisible();
  },
};

export const NarrowSortOnly: Story = {
  name: 'Narrow: Sort by',
  args: { hasFilters: false },
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sort by' })).toBeVisible();
  },
};
