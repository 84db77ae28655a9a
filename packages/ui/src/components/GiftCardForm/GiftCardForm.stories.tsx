import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatPrice } from '../Price/priceMath';
import { GiftCardForm } from './GiftCardForm';

const meta = {
  title: 'Commerce/GiftCardForm',
  component: GiftCardForm,
  tags: ['autodocs'],
  args: {
    onApply: fn(),
    onRemove: fn(),
    onCheckBalance: fn(),
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
          'Gift cards on the cart: apply a code or check its balance (both need a code, spec §5 "Is required"), ' +
          'the applied cards with the amount used and the balance left, each with Remove. Server errors show ' +
          'under the field; a balance check shows its result as a status message.',
      },
    },
  },
} satisfies Meta<typeof GiftCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(canvas.getByRole('textbox', { name: 'Gift card code' })).toHaveAccessibleDescription(
      'Is required',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Gift card code' }), 'GIFT-050-EUR');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply gift card' }));
    await expect(args.onApply).toHaveBeenCalledWith('GIFT-050-EUR');
  },
};

export const Balance: Story = {
  name: 'Balance checked',
  args: { balance: { code: 'GIFT-050-EUR', balance: 50, expirationDate: 'December 31, 2027' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The balance of gift card GIFT-050-EUR is €50.00. Valid until December 31, 2027.',
    );
  },
};

export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Check balance' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Apply gift card' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { error: "The gift card code couldn't be added. Verify your information and try again." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Gift card code' }),
    ).toHaveAccessibleDescription(
      "The gift card code couldn't be added. Verify your information and try again.",
    );
  },
};

export const Applied: Story = {
  name: 'Applied cards',
  args: {
    applied: [
      { code: 'GIFT-020-EUR', appliedAmount: 20, balance: 0 },
      { code: 'GIFT-050-EUR', appliedAmount: 16.5, balance: 33.5 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Applied gift cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Remaining balance €33.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove gift card GIFT-050-EUR' }));
    await expect(args.onRemove).toHaveBeenCalledWith('GIFT-050-EUR');
  },
};

export const Removing: Story = {
  args: {
    applied: [{ code: 'GIFT-020-EUR', appliedAmount: 20, balance: 0 }],
    status: 'removing',
    removingCode: 'GIFT-020-EUR',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove gift card GIFT-020-EUR' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
