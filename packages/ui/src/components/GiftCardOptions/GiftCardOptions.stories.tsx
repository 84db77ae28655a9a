import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftCardOptions } from './GiftCardOptions';

const meta = {
  title: 'Commerce/GiftCardOptions',
  component: GiftCardOptions,
  tags: ['autodocs'],
  args: {
    amounts: [
      { value: 'a25', label: '€25.00' },
      { value: 'a50', label: '€50.00' },
      { value: 'a100', label: '€100.00' },
    ],
    allowOpenAmount: true,
    messageMaxLength: 255,
    labels: { openAmountHint: 'From €10.00 to €500.00' },
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Gift card amount (preset or own), sender and recipient names and e-mails, optional message. ' +
          'Required fields carry the asterisk; the app validates and passes `errors`.',
      },
    },
  },
} satisfies Meta<typeof GiftCardOptions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '€50.00' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ amount: 'a50' }));
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Other amount' }));
    await expect(canvas.getByRole('spinbutton', { name: /Your amount/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Sender name/ }), 'Anna');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ senderName: 'Anna' }),
    );
  },
};

export const WithErrors: Story = {
  args: {
    defaultValue: {
      amount: 'open',
      openAmount: '5',
      senderName: '',
      senderEmail: 'anna@',
      recipientName: 'Liis',
      recipientEmail: 'liis@example.com',
      message: '',
    },
    errors: {
      openAmount: 'Custom price at least €10.00',
      senderName: 'Is required',
      senderEmail: 'The entered email is not valid',
    },
  },
};

export const PresetAmountsOnly: Story = { args: { allowOpenAmount: false, allowMessage: false } };
