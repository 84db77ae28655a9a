import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Newsletter, type NewsletterStatus } from './Newsletter';

const meta = {
  title: 'Blocks/Newsletter',
  component: Newsletter,
  tags: ['autodocs'],
  args: {
    title: 'Join our newsletter',
    description: '<p>Nordic rituals, early access to new launches and 10% off your first order.</p>',
    captchaNotice:
      'This form is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.',
    onSubmit: fn(),
  },
  parameters: {
    testViewport: { width: 1200, height: 600 },
    docs: {
      description: {
        component:
          'Newsletter block: e-mail ("The entered email is not valid", "Is required") and the required terms ' +
          'agreement — nothing is submitted without both; captcha notice; "Thank you for subscribing!".',
      },
    },
  },
} satisfies Meta<typeof Newsletter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.com');
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getAllByText('Is required')).toHaveLength(2);
    // Focus goes to the first field to fix.
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'anna@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('The entered email is not valid')).toBeVisible();
    // A valid e-mail alone is not enough: the terms must be agreed too (spec §5).
    await userEvent.type(email, '.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText('Is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = { args: { status: 'submitting' } };

export const ServerError: Story = {
  args: { status: 'error', errorMessage: 'This email address is already subscribed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This email address is already subscribed.',
    );
  },
};

/** The app's round trip: submitting, then an error — the typed address stays — then success. */
export const RoundTrip: Story = {
  render: (args) => {
    const [status, setStatus] = useState<NewsletterStatus>('idle');
    const [attempts, setAttempts] = useState(0);
    return (
      <Newsletter
        {...args}
        status={status}
        errorMessage="Something went wrong. Please try again."
        onSubmit={(email) => {
          args.onSubmit(email);
          setAttempts((n) => n + 1);
          setStatus(attempts === 0 ? 'error' : 'success');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'anna@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(email).toHaveValue('anna@example.com');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
  },
};

export const Success: Story = { args: { status: 'success' } };

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 700 } } };

/** In a third of a desktop row (e.g. a footer column): the layout follows the block's width. */
export const InNarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
};
