import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Checkout/OrderConfirmation',
  component: OrderConfirmation,
  tags: ['autodocs'],
  args: { orderNumber: '000000042', email: 'jonas@example.com' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    actions: (
      <Button asChild variant="primary">
        <a href="#home">Continue shopping</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order!');
    await expect(canvas.getByTestId('order-number')).toHaveTextContent('000000042');
  },
};

export const WithoutEmail: Story = { args: { email: null } };

export const WithDetails: Story = {
  args: {
    children: <p style={{ margin: 0 }}>Delivery to Jonas Müller, Hauptstraße 5, 10115 Berlin, Germany</p>,
  },
};
