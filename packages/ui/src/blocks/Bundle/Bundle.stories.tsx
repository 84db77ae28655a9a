import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productImage } from '../../components/ProductCard/storyFixtures';
import { Bundle, type BundleItem, type BundleStatus } from './Bundle';

const items: BundleItem[] = [
  {
    sku: 'AB-CLN-01',
    name: 'Cloudberry Cleansing Gel',
    href: '#cleanser',
    image: productImage(0),
    volume: '150 ml',
    price: 24,
    inStock: true,
  },
  {
    sku: 'AB-SER-01',
    name: 'Sea Algae Renewal Serum',
    href: '#serum',
    image: productImage(2),
    volume: '30 ml',
    price: 46,
    regularPrice: 58,
    inStock: true,
  },
  {
    sku: 'AB-MOI-02',
    name: 'Oat Milk Night Cream',
    href: '#cream',
    image: productImage(5),
    volume: '50 ml',
    price: 42,
    inStock: true,
  },
];

const meta = {
  title: 'Blocks/Bundle',
  component: Bundle,
  tags: ['autodocs'],
  args: {
    title: 'Winter ritual set',
    description:
      '<p>Cleanse, treat and restore — the three steps our skin therapists reach for in January.</p>',
    items,
    bundlePrice: 95,
    currency: 'EUR',
    locale: 'en-IE',
    onAddAll: fn(),
  },
  parameters: {
    testViewport: { width: 1200, height: 700 },
    docs: {
      description: {
        component:
          'Products bought together: each price, the set price, the savings against buying separately and one ' +
          '"Add all to bag" (event with every SKU and quantity). Out-of-stock items are flagged and block the set.',
      },
    },
  },
} satisfies Meta<typeof Bundle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€95.00')).toBeVisible();
    await expect(canvas.getByText('You save €29.00 (23%)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add all to bag' }));
    await expect(args.onAddAll).toHaveBeenCalledWith([
      { sku: 'AB-CLN-01', quantity: 1 },
      { sku: 'AB-SER-01', quantity: 1 },
      { sku: 'AB-MOI-02', quantity: 1 },
    ]);
  },
};

export const WithoutSetPrice: Story = { args: { bundlePrice: null } };

export const Quantities: Story = {
  args: {
    title: 'Lip care duo',
    description: undefined,
    bundlePrice: 20,
    items: [
      {
        ...items[0]!,
        sku: 'AB-LIP-01',
        name: 'Lingonberry Lip Balm',
        volume: '15 ml',
        price: 12,
        quantity: 2,
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add all to bag' }));
    await expect(args.onAddAll).toHaveBeenCalledWith([{ sku: 'AB-LIP-01', quantity: 2 }]);
  },
};

export const Adding: Story = { args: { status: 'adding' } };

export const Added: Story = {
  args: { status: 'added' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Added to bag' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', errorMessage: 'The requested qty is not available' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The requested qty is not available',
    );
  },
};

export const OutOfStockItem: Story = {
  args: { items: items.map((item, i) => (i === 1 ? { ...item, inStock: false } : item)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Add all to bag' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'This set cannot be added right now: a product in it is out of stock.',
    );
    await expect(args.onAddAll).not.toHaveBeenCalled();
  },
};

/** The app's round trip: adding, then added. */
export const RoundTrip: Story = {
  render: (args) => {
    const [status, setStatus] = useState<BundleStatus>('idle');
    return (
      <Bundle
        {...args}
        status={status}
        onAddAll={(lines) => {
          args.onAddAll(lines);
          setStatus('adding');
          queueMicrotask(() => setStatus('added'));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add all to bag' }));
    await expect(await canvas.findByRole('button', { name: 'Added to bag' })).toBeVisible();
  },
};

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 900 } } };

/** In a narrow column on desktop: items stack, the summary follows. */
export const InNarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { testViewport: { width: 1200, height: 900 } },
};
