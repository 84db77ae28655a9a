import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCard, ProductCardSkeleton } from '../ProductCard';
import { productImage } from '../ProductCard/storyFixtures';
import { ProductRail } from './ProductRail';

const names = [
  'Cloudberry Cleansing Gel',
  'Birch Sap Toner',
  'Sea Algae Serum',
  'Lingonberry Lip Balm',
  'Chaga Eye Cream',
  'Sauna Body Oil',
];
const cards = (n: number) =>
  names
    .slice(0, n)
    .map((name, i) => (
      <ProductCard
        key={name}
        fluid
        size="small"
        name={name}
        href={`#${i}`}
        image={productImage(i)}
        price={{ value: 24 + i * 6, currency: 'EUR', locale: 'en-US' }}
      />
    ));

const meta = {
  title: 'Commerce/ProductRail',
  component: ProductRail,
  tags: ['autodocs'],
  args: { title: 'You may also like', children: cards(4) },
  parameters: {
    docs: {
      description: {
        component:
          'A titled row of product cards (related, volume, recently viewed): swipes on small screens, a grid from 1024 px.',
      },
    },
  },
} satisfies Meta<typeof ProductRail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rail = canvas.getByRole('region', { name: 'You may also like' });
    await expect(within(rail).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Six: Story = { args: { title: 'Recently viewed', children: cards(6) } };

export const Loading: Story = {
  args: {
    title: 'Recently viewed',
    loading: true,
    children: [0, 1, 2, 3].map((i) => <ProductCardSkeleton key={i} fluid size="small" />),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};
