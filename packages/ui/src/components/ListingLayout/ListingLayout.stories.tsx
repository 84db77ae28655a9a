import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ListingLayout } from './ListingLayout';

const Panel = ({ label, tall = false }: { label: string; tall?: boolean }) => (
  <div
    style={{
      border: `1px dashed ${vars.color.borderStrong}`,
      borderRadius: vars.radius.medium,
      padding: vars.space.medium,
      minHeight: tall ? '16rem' : '6rem',
      color: vars.color.inkSoft,
      fontFamily: vars.font.family.body,
    }}
  >
    {label}
  </div>
);

const meta = {
  title: 'Catalogue/ListingLayout',
  component: ListingLayout,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Places the filter sidebar beside the results from 1024 px; below that the results take the full width and filters live in `FilterDialog`.',
      },
    },
  },
  args: { sidebar: <Panel label="Filters" tall />, children: <Panel label="Products" tall /> },
} satisfies Meta<typeof ListingLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSidebar: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-state]');
    await expect(root).toHaveAttribute('data-state', 'with-sidebar');
    const canvas = within(canvasElement);
    const filters = canvas.getByText('Filters').getBoundingClientRect();
    const products = canvas.getByText('Products').getBoundingClientRect();
    // Side by side at 1024 px.
    await expect(filters.right).toBeLessThanOrEqual(products.left);
  },
};

export const WithoutSidebar: Story = {
  args: { sidebar: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'full');
    await expect(within(canvasElement).queryByText('Filters')).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = canvas.getByText('Filters').getBoundingClientRect();
    const products = canvas.getByText('Products').getBoundingClientRect();
    // Stacked below 1024 px.
    await expect(products.top).toBeGreaterThanOrEqual(filters.bottom);
  },
};
