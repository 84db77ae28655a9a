import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShippingMethodList, type ShippingMethodOption } from './ShippingMethodList';

const methods: ShippingMethodOption[] = [
  {
    value: 'flatrate/flatrate',
    carrierTitle: 'Flat Rate',
    methodTitle: 'Fixed',
    amount: 4.95,
    estimatedDelivery: '2-4 working days',
  },
  {
    value: 'freeshipping/freeshipping',
    carrierTitle: 'Free Shipping',
    methodTitle: 'Free',
    amount: 0,
    estimatedDelivery: '3-5 working days',
  },
  {
    value: 'instore/pickup',
    carrierTitle: 'In-Store Pickup',
    methodTitle: 'Riga flagship store',
    amount: 0,
    estimatedDelivery: 'Ready tomorrow',
    isPickup: true,
  },
];

const meta = {
  title: 'Checkout/ShippingMethodList',
  component: ShippingMethodList,
  tags: ['autodocs'],
  args: { status: 'ready', methods, currency: 'EUR', onValueChange: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShippingMethodList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Flat Rate.*€4\.95/ })).toHaveAccessibleDescription(
      '2-4 working days',
    );
    await userEvent.click(canvas.getByRole('radio', { name: /In-Store Pickup/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('instore/pickup');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('freeshipping/freeshipping');
  },
};

export const Selected: Story = { args: { value: 'flatrate/flatrate' } };

export const Required: Story = { args: { showErrors: true } };

export const Loading: Story = {
  args: { status: 'loading', methods: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const NoMethods: Story = {
  args: { status: 'empty', methods: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/check your country/);
  },
};

export const FailedToLoad: Story = {
  args: { status: 'error', methods: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Shipping methods failed to load.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
