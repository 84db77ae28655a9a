import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm, type ContactFormStatus } from './ContactForm';

const meta = {
  title: 'Blocks/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: {
    title: 'Contact us',
    description:
      '<p>Questions about an order or your skin routine? Write to us — we answer on working days.</p>',
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    testViewport: { width: 900, height: 900 },
    docs: {
      description: {
        component:
          'Contact form block: name, e-mail, phone ("The entered phone number has an incorrect format") and ' +
          'message; the typed text stays when sending fails.',
      },
    },
  },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), '  Anna Bērziņa ');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message/ }),
      'Is the serum safe for sensitive skin?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Anna Bērziņa',
      email: 'anna@example.com',
      phone: '',
      message: 'Is the serum safe for sensitive skin?',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '12ab');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'x'.repeat(66));
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByText('This field can’t contain more than 65 characters')).toBeVisible();
    await expect(canvas.getByText('The entered email is not valid')).toBeVisible();
    await expect(canvas.getByText('The entered phone number has an incorrect format')).toBeVisible();
    await expect(canvas.getByText('Is required')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PhoneRequired: Story = {
  args: { phoneRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getAllByText('Is required')).toHaveLength(4);
  },
};

export const Submitting: Story = { args: { status: 'submitting' } };

export const ServerErrorKeepsText: Story = {
  render: (args) => {
    const [status, setStatus] = useState<ContactFormStatus>('idle');
    return (
      <ContactForm
        {...args}
        status={status}
        errorMessage="An error has occurred. Please check the input and try again."
        onSubmit={(values) => {
          args.onSubmit(values);
          setStatus('error');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'anna@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '+371 2000 0000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Hello!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An error has occurred. Please check the input and try again.',
    );
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello!');
    await expect(canvas.getByRole('textbox', { name: /Phone/ })).toHaveValue('+371 2000 0000');
  },
};

export const Success: Story = { args: { status: 'success' } };
