import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { formatPrice } from '../Price/priceMath';
import { CartSummary } from './CartSummary';

const meta = {
  title: 'Commerce/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  args: {
    subtotal: 86,
    taxes: [{ label: 'VAT 24% (FI)', amount: 16.65 }],
    grandTotal: 86,
    formatPrice: (v: number) => formatPrice(v, 'EUR', 'en-US'),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Cart totals (spec §3): subtotal including tax, the taxes it includes, discounts with their labels, gift ' +
          'cards, reward points, shipping with the estimated delivery when a method is chosen, and the grand total, ' +
          'as a description list. Deductions read "minus €8.60" to screen readers. `footer` holds the checkout button.',
      },
    },
  },
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Subtotal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
    await expect(canvas.getByText('Calculated at checkout')).toBeVisible();
    await expect(canvas.getByText('Incl. VAT 24% (FI)')).toBeVisible();
  },
};

export const WithDeductions: Story = {
  name: 'Discount, gift card and reward points',
  args: {
    subtotal: 86,
    discounts: [{ label: '10% off your order', amount: 8.6 }],
    giftCards: [{ label: 'GIFT-020-EUR', amount: 20 }],
    rewardPoints: { points: 500, amount: 5 },
    grandTotal: 52.4,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10% off your order')).toBeVisible();
    await expect(canvas.getByText('minus €8.60')).toBeInTheDocument();
    await expect(canvas.getByText('Gift card GIFT-020-EUR')).toBeVisible();
    await expect(canvas.getByText('Reward points (500)')).toBeVisible();
    await expect(canvas.getByText('€52.40')).toBeVisible();
  },
};

export const WithShipping: Story = {
  name: 'Shipping method with estimated delivery',
  args: {
    subtotal: 42,
    shipping: { amount: 4.95, label: 'Flat Rate', estimatedDelivery: '2-4 working days' },
    grandTotal: 46.95,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Estimated delivery: 2-4 working days')).toBeVisible();
    await expect(canvas.getByText('€4.95')).toBeVisible();
  },
};

export const FreeShipping: Story = {
  args: { subtotal: 64, shipping: { amount: 0, label: 'Free Shipping' }, grandTotal: 64 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};

export const Virtual: Story = {
  name: 'Nothing to ship (e-mailed gift card)',
  args: { subtotal: 50, taxes: [], showShipping: false, grandTotal: 50 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Shipping')).not.toBeInTheDocument();
  },
};

export const WithCheckoutButton: Story = {
  args: { footer: <Button fullWidth>Proceed to checkout</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();
  },
};
