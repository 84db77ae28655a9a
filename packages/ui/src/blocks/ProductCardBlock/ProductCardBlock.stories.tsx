import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productImage } from '../../components/ProductCard/storyFixtures';
import { ProductCardBlock } from './ProductCardBlock';

const meta = {
  title: 'Blocks/ProductCardBlock',
  component: ProductCardBlock,
  tags: ['autodocs'],
  args: {
    name: 'Sea Algae Renewal Serum',
    href: '#sea-algae-serum',
    image: productImage(2),
    collection: 'Baltic Sea',
    presentationTitle: 'Serum',
    volume: '30 ml',
    description:
      '<p>A light, fast-absorbing serum with Baltic sea algae and hyaluronic acid that plumps, smooths and ' +
      'brings back the glow of tired winter skin.</p>',
    price: { value: 46, regularValue: 58, discountPercent: 21, currency: 'EUR', locale: 'en-IE' },
    labels: [{ id: 'new', text: 'New', tone: 'accent', position: 'top-left' }],
    onAddToCart: fn(),
  },
  parameters: {
    testViewport: { width: 1200, height: 900 },
    docs: {
      description: {
        component:
          'Product card block: one featured product in a large two-column layout with labels, description, price, ' +
          '"Add to bag" and a link to the product page.',
      },
    },
  },
} satisfies Meta<typeof ProductCardBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sea Algae Renewal Serum' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      '#sea-algae-serum',
    );
  },
};

export const ImageEnd: Story = { args: { imagePosition: 'end' } };

export const Adding: Story = { args: { addToCartState: 'loading' } };

export const Added: Story = { args: { addToCartState: 'added' } };

export const OutOfStock: Story = {
  args: { stockStatus: 'OUT_OF_STOCK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 1100 } } };
