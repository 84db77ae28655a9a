import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Commerce/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: {
    onSubmit: fn(),
    agreementLabel: 'I agree to the terms and conditions',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Write a review: rating 1–5 with the spec hints, nickname, summary, text and the required terms ' +
          'agreement. Nothing is submitted until every field is valid; the app runs the call and sets `status`.',
      },
    },
  },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /4 stars/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Nickname/ }), 'Mia');
    await userEvent.type(canvas.getByRole('textbox', { name: /Summary/ }), 'Lovely');
    await userEvent.type(canvas.getByRole('textbox', { name: /Review/ }), 'Calm skin after a week.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    // Terms not agreed: nothing is submitted.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nickname: 'Mia',
      summary: 'Lovely',
      text: 'Calm skin after a week.',
      rating: 4,
      agreed: true,
    });
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(canvas.getAllByText('Is required')).toHaveLength(5);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { status: 'submitting' } };

export const ServerError: Story = {
  args: { status: 'error', errorMessage: 'Something went wrong. Please try again later' },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('once it has been approved');
  },
};
