import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponForm } from './CouponForm';

const meta = {
  title: 'Commerce/CouponForm',
  component: CouponForm,
  tags: ['autodocs'],
  args: { onApply: fn(), onRemove: fn() },
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
          'Promo code of the cart. Submitting an empty field shows "Is required" (spec §5); a server error ' +
          '(e.g. an expired code) shows under the field. With `appliedCode` the form shows the code and a Remove ' +
          'button. The app shows the success toast "Promo code applied successfully!" (spec §8).',
      },
    },
  },
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), '  WELCOME10 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith('WELCOME10');
  },
};

export const Required: Story = {
  name: 'Empty code (required)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      'Is required',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const SavedCode: Story = {
  name: 'Pre-filled saved code',
  args: { defaultCode: 'SAVE5' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Promo code' })).toHaveValue('SAVE5');
  },
};

export const Applying: Story = {
  args: { defaultCode: 'WELCOME10', status: 'applying' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Apply' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { defaultCode: 'EXPIRED15', error: "The coupon code isn't valid. Verify the code and try again." },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Promo code' }),
    ).toHaveAccessibleDescription("The coupon code isn't valid. Verify the code and try again.");
  },
};

export const Applied: Story = {
  args: { appliedCode: 'WELCOME10' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Promo code WELCOME10 applied');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    await expect(args.onRemove).toHaveBeenCalledWith('WELCOME10');
  },
};

export const Removing: Story = {
  args: { appliedCode: 'WELCOME10', status: 'removing' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove promo code WELCOME10' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  args: { defaultCode: 'WELCOME10', error: "The coupon code isn't valid. Verify the code and try again." },
  parameters: { testViewport: { width: 375, height: 400 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};
