import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { scrollSettled } from '../../private/scrollSettled';
import { ProductGrid } from './ProductGrid';
import { sampleProducts } from './storyFixtures';

const meta = {
  title: 'Blocks/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: { title: 'New in skincare', products: sampleProducts(4) },
  parameters: {
    testViewport: { width: 1200, height: 900 },
    docs: {
      description: {
        component:
          'Page Builder Products block (by SKU list or category, fetched by the app): `grid` or `carousel` ' +
          'appearance, skeletons while loading, a note when no product matches.',
      },
    },
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'New in skincare' });
    await expect(within(region).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cloudberry Cleansing Gel' })).toBeVisible();
  },
};

export const GridThreeColumns: Story = { args: { columns: 3, products: sampleProducts(6) } };

export const WithAddToBag: Story = {
  args: {
    products: sampleProducts(4).map((p, i) => ({
      ...p,
      onAddToCart: fn(),
      stockStatus: i === 2 ? 'OUT_OF_STOCK' : 'IN_STOCK',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  },
};

export const Carousel: Story = {
  args: { appearance: 'carousel', title: 'Bestsellers', products: sampleProducts(8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous products' });
    const next = canvas.getByRole('button', { name: 'Next products' });
    const list = canvas.getByRole('list');
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
    await expect(await scrollSettled(list)).toBeGreaterThan(0);
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(0));
    await expect(await scrollSettled(list)).toBe(0);
  },
};

export const CarouselMobile: Story = {
  args: { appearance: 'carousel', title: 'Bestsellers', products: sampleProducts(6) },
  parameters: { testViewport: { width: 390, height: 844 } },
};

export const Loading: Story = {
  args: { loading: true, products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('There are no products to show here right now.'),
    ).toBeVisible();
  },
};

/** In half of a desktop row: two columns, as the block's width allows. */
export const InHalfColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelectorAll('article');
    await expect(first[0]!.getBoundingClientRect().top).toBe(first[1]!.getBoundingClientRect().top);
    await expect(first[2]!.getBoundingClientRect().top).toBeGreaterThan(
      first[1]!.getBoundingClientRect().top,
    );
  },
};

export const CarouselWithoutArrows: Story = {
  args: { appearance: 'carousel', showArrows: false, title: 'New in', products: sampleProducts(6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next products' })).toBeNull();
  },
};
