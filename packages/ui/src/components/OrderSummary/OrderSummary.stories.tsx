import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OrderSummary } from './OrderSummary';

const eur = (v: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(v);

const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: {
    formatPrice: eur,
    items: [
      {
        id: '1',
        name: 'Hydrating Serum',
        options: ['Volume: 50 ml'],
        quantity: 2,
        rowTotal: 59.8,
      },
      { id: '2', name: 'Night Cream', quantity: 1, rowTotal: 34.5 },
      { id: '3', name: 'Cleanser sachet', quantity: 1, rowTotal: 0, isFree: true },
    ],
    totals: {
      subtotal: 94.3,
      taxes: [{ label: 'VAT 19%', amount: 15.06 }],
      discounts: [{ label: '10% off your order', amount: 9.43 }],
      shipping: { amount: 4.95, label: 'Flat Rate', estimatedDelivery: '2-4 working days' },
      grandTotal: 89.82,
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 items in your bag')).toBeVisible();
    await userEvent.click(canvas.getByText('4 items in your bag'));
    await expect(canvas.queryByText('Night Cream')).not.toBeVisible();
  },
};

export const Collapsed: Story = { args: { defaultCollapsed: true } };

export const BeforeShipping: Story = {
  args: { totals: { subtotal: 94.3, grandTotal: 94.3, shipping: null } },
};

export const WithPromoField: Story = {
  args: { children: <p style={{ margin: 0 }}>Promo code field goes here</p> },
};
