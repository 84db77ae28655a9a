import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockAlertForm } from './StockAlertForm';

const meta = {
  title: 'Commerce/StockAlertForm',
  component: StockAlertForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), agreementLabel: 'I agree to the privacy policy' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Back-in-stock sign-up: e-mail ("The entered email is not valid") and the required privacy agreement; ' +
          'nothing is submitted without both.',
      },
    },
  },
} satisfies Meta<typeof StockAlertForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(field, 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(canvas.getByText('The entered email is not valid')).toBeVisible();
    await expect(canvas.getByText('Is required')).toBeVisible();
    await userEvent.type(field, '.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.com');
  },
};

export const Submitting: Story = { args: { status: 'submitting' } };
export const ServerError: Story = {
  args: { status: 'error', errorMessage: 'The entered email is not valid' },
};
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
