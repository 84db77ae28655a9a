import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ProductCard } from '../ProductCard/ProductCard';
import { productImage } from '../ProductCard/storyFixtures';
import { Stack } from '../Stack';
import { vars } from '../../themes/contract.css';
import { ProductGallery } from './ProductGallery';

interface Product {
  sku: string;
  name: string;
  collection: string;
  price: number;
  regular?: number;
}

const names = [
  'Hydrating Serum',
  'Gentle Cleanser',
  'Barrier Cream',
  'Vitamin C Drops',
  'Night Balm',
  'Toning Mist',
];
const collections = ['Hydra Botanics', 'Pure Balance', 'Nordic Oat', 'Bright Berry'];
const products: Product[] = Array.from({ length: 30 }, (_, i) => ({
  sku: `SKU-${i + 1}`,
  name: `${names[i % names.length]} ${i + 1}`,
  collection: collections[i % collections.length]!,
  price: 18 + ((i * 7) % 40),
  regular: i % 5 === 2 ? 18 + ((i * 7) % 40) + 8 : undefined,
}));

const renderItem = (
  p: Product,
  { index, size, priority }: { index: number; size: 'small' | 'large'; priority: boolean },
) => (
  <ProductCard
    fluid
    size={size}
    priority={priority}
    name={p.name}
    href={`/${p.sku.toLowerCase()}`}
    image={productImage(index)}
    collection={p.collection}
    price={{
      value: p.price,
      // Stands in for the API's regular price and percent_off of a discounted product.
      ...(p.regular
        ? { regularValue: p.regular, discountPercent: Math.round(100 * (1 - p.price / p.regular)) }
        : {}),
      currency: 'EUR',
    }}
  />
);

/** Story promo: the spec's quiz promo block. */
const renderPromo = () => (
  <div
    style={{
      display: 'flex',
      width: '100%',
      minHeight: '100%',
      padding: vars.space.large,
      borderRadius: vars.radius.small,
      background: vars.color.accentSoft,
      alignItems: 'flex-end',
    }}
  >
    <Stack space="medium">
      <p style={{ margin: 0, fontFamily: 'Georgia, serif', fontSize: '1.75rem', lineHeight: 1.15 }}>
        Skin Quiz
      </p>
      <p style={{ margin: 0 }}>Not sure what your skin needs? Let&apos;s build you a personalised routine.</p>
      <Button variant="primary">Take The Test</Button>
    </Stack>
  </div>
);

const meta = {
  title: 'Catalogue/ProductGallery',
  component: ProductGallery<Product>,
  tags: ['autodocs'],
  args: { items: products, renderItem, renderPromo, promoCount: 2, label: 'Face care', screen: 'large' },
  parameters: {
    testViewport: { width: 1024, height: 2000 },
    docs: {
      description: {
        component:
          'Catalogue grid (spec §2): 3 columns, 2 at ≤ 640 px; the 9th and 10th of each 10 use the large card; promo ' +
          'blocks every 15 items from position 4 (large screens) and every 7 from position 3 (small). All of it is the ' +
          'pure, unit-tested `galleryLayout(items, { screen, promoCount })`, which also packs cells so DOM order matches ' +
          'what the eye reads. The app renders products and promos through `renderItem` / `renderPromo`; `priority` ' +
          'tells the first row (`priorityRows`) to load eagerly. Without `screen` the layout follows the viewport.',
      },
    },
  },
} satisfies Meta<typeof ProductGallery<Product>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneItem: Story = {
  args: { items: products.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Face care' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const TenItems: Story = {
  args: { items: products.slice(0, 10), promoCount: 0 },
  play: async ({ canvasElement }) => {
    const large = canvasElement.querySelectorAll('li[data-size="large"]');
    await expect(large).toHaveLength(2);
    await expect(
      within(large[0] as HTMLElement).getByRole('article', { name: 'Barrier Cream 9' }),
    ).toBeVisible();
    // First row loads eagerly, later rows lazily.
    const images = canvasElement.querySelectorAll<HTMLImageElement>('article img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
  },
};

export const ThirtyItemsWithPromos: Story = {
  name: '30 items with promos',
  parameters: { testViewport: { width: 1024, height: 6000 } },
  play: async ({ canvasElement }) => {
    const cells = Array.from(canvasElement.querySelectorAll('ul > li'));
    await expect(cells).toHaveLength(32);
    await expect(cells[3]).toHaveAttribute('data-promo', '0');
    await expect(canvasElement.querySelectorAll('li[data-size="large"]')).toHaveLength(6);
  },
};

export const SmallScreen: Story = {
  args: { screen: undefined, items: products.slice(0, 12) },
  parameters: { testViewport: { width: 375, height: 3600 } },
  play: async ({ canvasElement }) => {
    // Both layouts are in the HTML; CSS shows the small one: 2 columns, promo 0 third.
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('data-screen', 'responsive');
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(2);
    const shown = Array.from(list.children)
      .filter((li) => getComputedStyle(li).display !== 'none')
      .map((li) => ({ li, box: li.getBoundingClientRect() }))
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
    await expect(shown[2]?.li).toHaveAttribute('data-promo', '0');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Fetching Data...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [], emptyAction: <Button variant="secondary">Clear all</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found.')).toBeVisible();
  },
};
