import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productImage } from '../ProductCard/storyFixtures';
import { CartItem, type CartItemProps } from './CartItem';

const meta = {
  title: 'Commerce/CartItem',
  component: CartItem,
  tags: ['autodocs'],
  args: {
    name: 'Hydrating Rose Serum',
    href: '/hydrating-rose-serum.html',
    image: productImage(0),
    price: { value: 58, currency: 'EUR', locale: 'en-US' },
    quantity: 2,
    maxQuantity: 5,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  parameters: {
    testViewport: { width: 420, height: 260 },
    docs: {
      description: {
        component:
          'A cart line for the mini cart (`compact`) and the cart page (`regular`): thumbnail, linked name, chosen options (configurable labels, gift card entries), free-gift and sample markers, stock warning, row price, quantity stepper and remove. Lines without `onQuantityChange` show their fixed quantity (samples, gift cards, free gifts). `busy` disables the controls while a call runs.',
      },
    },
  },
} satisfies Meta<typeof CartItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stateful wrapper, so the stepper really changes in the play test. */
function Controlled(args: CartItemProps) {
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <CartItem
      {...args}
      quantity={quantity}
      price={{ ...args.price, value: (args.price.value / args.quantity) * quantity }}
      onQuantityChange={(next) => {
        setQuantity(next);
        args.onQuantityChange?.(next);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hydrating Rose Serum' })).toHaveAttribute(
      'href',
      '/hydrating-rose-serum.html',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity: Hydrating Rose Serum' })).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hydrating Rose Serum' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const WithOptions: Story = {
  args: {
    name: 'Velvet Lip Colour',
    image: productImage(2),
    quantity: 1,
    price: { value: 24, regularValue: 30, currency: 'EUR', locale: 'en-US' },
    options: [
      { label: 'Shade', value: 'Rosewood' },
      { label: 'Size', value: '4 g' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shade:')).toBeInTheDocument();
    await expect(canvas.getByText('Rosewood', { exact: false })).toBeInTheDocument();
  },
};

export const GiftCard: Story = {
  args: {
    name: 'Gift Card',
    image: productImage(4),
    quantity: 1,
    price: { value: 50, currency: 'EUR', locale: 'en-US' },
    onQuantityChange: undefined,
    options: [
      { label: 'Amount', value: '€50.00' },
      { label: 'From', value: 'Anna' },
      { label: 'To', value: 'Marta (marta@example.com)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByText('Qty: 1')).toBeInTheDocument();
  },
};

export const FreeGift: Story = {
  args: {
    name: 'Cosmetic Pouch',
    image: productImage(3),
    quantity: 1,
    price: { value: 0, currency: 'EUR', locale: 'en-US' },
    freeGift: 'Free cosmetic pouch',
    onQuantityChange: undefined,
    onRemove: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free cosmetic pouch')).toBeInTheDocument();
    await expect(canvas.getByText('Free')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Sample: Story = {
  args: {
    name: 'Night Cream Sachet',
    image: productImage(5),
    quantity: 1,
    price: { value: 0, currency: 'EUR', locale: 'en-US' },
    sample: true,
    onQuantityChange: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sample')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Night Cream Sachet' })).toBeEnabled();
  },
};

export const OutOfStock: Story = {
  args: {
    stockMessage: 'This Product is currently out of stock. Please try again later.',
    stockTone: 'error',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('currently out of stock');
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-stock', 'error');
  },
};

export const OverAvailableQuantity: Story = {
  args: { quantity: 4, maxQuantity: 2, stockMessage: 'Only 2 left in stock', stockTone: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Only 2 left in stock');
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove Hydrating Rose Serum' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const NoImage: Story = {
  args: { image: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Regular: Story = {
  args: {
    size: 'regular',
    options: [{ label: 'Size', value: '30 ml' }],
  },
  parameters: { testViewport: { width: 720, height: 300 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-size', 'regular');
  },
};

export const Translated: Story = {
  args: {
    text: {
      quantity: 'Menge',
      remove: 'Entfernen',
      removeItem: (name) => `${name} entfernen`,
      decrease: 'Menge verringern',
      increase: 'Menge erhöhen',
    },
    price: { value: 58, currency: 'EUR', locale: 'de-DE' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hydrating Rose Serum entfernen' })).toBeInTheDocument();
  },
};
