import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BusinessSubmissionForm, type BusinessSubmissionStatus } from './BusinessSubmissionForm';

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'EE', label: 'Estonia' },
  { value: 'FR', label: 'France' },
  { value: 'LV', label: 'Latvia' },
  { value: 'LT', label: 'Lithuania' },
  { value: 'GB', label: 'United Kingdom' },
];

const meta = {
  title: 'Blocks/BusinessSubmissionForm',
  component: BusinessSubmissionForm,
  tags: ['autodocs'],
  args: {
    title: 'Become a stockist',
    description:
      '<p>Spas, salons and concept stores: tell us about your business and our sales team will be in touch.</p>',
    countries,
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    testViewport: { width: 900, height: 1000 },
    docs: {
      description: {
        component:
          'Business inquiry (spec §3): company, country of operation, e-mail, message, name, position; spec §5 ' +
          'messages incl. "This field can’t contain more than 65 characters"; thanks with the "3 to 5 working ' +
          'days" reply promise.',
      },
    },
  },
} satisfies Meta<typeof BusinessSubmissionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Līga Ozola');
    await userEvent.type(canvas.getByRole('textbox', { name: /Position/ }), 'Spa manager');
    await userEvent.type(canvas.getByRole('textbox', { name: /Company/ }), 'Jūrmala Spa Hotel');
    await userEvent.click(canvas.getByRole('combobox', { name: /Country of operation/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Latvia' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'liga@spa.example');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Message/ }),
      'We would like to stock the Baltic Sea line.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send inquiry' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Līga Ozola',
      position: 'Spa manager',
      company: 'Jūrmala Spa Hotel',
      country: 'LV',
      email: 'liga@spa.example',
      message: 'We would like to stock the Baltic Sea line.',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Company/ }), 'A'.repeat(66));
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'liga@spa');
    await userEvent.click(canvas.getByRole('button', { name: 'Send inquiry' }));
    await expect(canvas.getByText('This field can’t contain more than 65 characters')).toBeVisible();
    await expect(canvas.getByText('The entered email is not valid')).toBeVisible();
    // Name, position, country and message are empty.
    await expect(canvas.getAllByText('Is required')).toHaveLength(4);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PreselectedCountry: Story = { args: { defaultCountry: 'DE' } };

export const Submitting: Story = { args: { status: 'submitting', defaultCountry: 'LV' } };

export const ServerErrorKeepsText: Story = {
  args: { defaultCountry: 'EE' },
  render: (args) => {
    const [status, setStatus] = useState<BusinessSubmissionStatus>('idle');
    return (
      <BusinessSubmissionForm
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
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Kadri Tamm');
    await userEvent.type(canvas.getByRole('textbox', { name: /Position/ }), 'Owner');
    await userEvent.type(canvas.getByRole('textbox', { name: /Company/ }), 'Tallinn Beauty Loft');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'kadri@loft.example');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Wholesale prices, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send inquiry' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Company/ })).toHaveValue('Tallinn Beauty Loft');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('Wholesale prices, please.');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Thank you! Our sales team will reply within 3 to 5 working days.',
    );
  },
};

export const Mobile: Story = { parameters: { testViewport: { width: 390, height: 1100 } } };
