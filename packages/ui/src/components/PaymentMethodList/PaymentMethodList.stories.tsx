import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodList } from './PaymentMethodList';

const meta = {
  title: 'Checkout/PaymentMethodList',
  component: PaymentMethodList,
  tags: ['autodocs'],
  args: {
    methods: [
      { value: 'checkmo', title: 'Check / Money order' },
      { value: 'offline_card', title: 'Credit Card (pay on delivery terminal)' },
      {
        value: 'lpm',
        title: 'Local payment method',
        description: 'You will be sent to your bank to confirm the payment.',
      },
    ],
    agreementLabel: 'I agree to the Terms and Conditions',
    agreementContent: (
      <p style={{ margin: 0 }}>
        Orders are accepted once payment is confirmed. Prices include VAT. You may return unopened products
        within 14 days of delivery.
      </p>
    ),
    onValueChange: fn(),
    onAgreedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Check / Money order' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('checkmo');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await expect(args.onAgreedChange).toHaveBeenCalledWith(true);
  },
};

export const Ready: Story = { args: { value: 'checkmo', agreed: true } };

export const MissingAgreement: Story = {
  args: { value: 'checkmo', agreed: false, showErrors: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Please agree to the terms/)).toBeVisible();
  },
};

export const TermsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Read the terms and conditions'));
    await expect(canvas.getByText(/within 14 days/)).toBeVisible();
  },
};

export const NoMethods: Story = { args: { methods: [] } };

export const Disabled: Story = { args: { value: 'checkmo', agreed: true, disabled: true } };
