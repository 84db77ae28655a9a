import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm, emptyAddress, type AddressFormValue } from './AddressForm';

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'LV', label: 'Latvia' },
  { value: 'GB', label: 'United Kingdom' },
];

const german: AddressFormValue = {
  ...emptyAddress,
  email: 'jonas@example.com',
  firstname: 'Jonas',
  lastname: 'Müller',
  street1: 'Hauptstraße 5',
  city: 'Berlin',
  postcode: '10115',
  countryCode: 'DE',
  telephone: '+49 30 1234567',
};

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  tags: ['autodocs'],
  args: {
    legend: 'Shipping address',
    name: 'shipping',
    countries,
    withEmail: true,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    testViewport: { width: 800, height: 1200 },
    docs: {
      description: {
        component:
          'Address fields of spec §3 with spec §5 validation. A fieldset (not a form): the checkout step ' +
          'holds shipping and billing under one button and checks them with `addressErrors`.',
      },
    },
  },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { defaultValue: { ...emptyAddress, countryCode: 'DE' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: /First name/ });
    await userEvent.type(first, 'Анна');
    await userEvent.tab();
    await expect(canvas.getByText('Please use Latin characters only')).toBeVisible();
    await userEvent.clear(first);
    await userEvent.type(first, 'Anna');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstname: 'Anna' }));
    await expect(canvas.getByText('e.g. 12345')).toBeVisible();
  },
};

export const Filled: Story = { args: { defaultValue: german } };

export const Business: Story = {
  args: {
    defaultValue: {
      ...german,
      isBusiness: true,
      company: 'Müller Kosmetik GmbH',
      registrationId: 'HRB 12345',
      vatId: 'DE123456789',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'This is a business address' });
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('textbox', { name: /Company/ })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('textbox', { name: /Company/ })).toHaveValue('Müller Kosmetik GmbH');
  },
};

/** After a submit attempt every message shows at once. */
export const WithErrors: Story = {
  args: {
    defaultValue: { ...emptyAddress, email: 'jonas@', postcode: '1011', countryCode: 'DE', telephone: 'abc' },
    showErrors: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The entered email is not valid')).toBeVisible();
    await expect(canvas.getByText('Invalid zip code')).toBeVisible();
    await expect(canvas.getByText('The entered phone number has an incorrect format')).toBeVisible();
  },
};

/**
 * An address book whose API needs the legal entity's registration id: the field loses its
 * "optional" mark and is required like the company name.
 */
export const BusinessRegistrationRequired: Story = {
  args: {
    withEmail: false,
    required: ['registrationId'],
    defaultValue: { ...german, email: '', isBusiness: true },
    showErrors: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const registration = canvas.getByRole('textbox', { name: /^Registration number/ });
    await expect(registration).toHaveAccessibleDescription(/Is required/);
    await expect(registration).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /VAT number/ })).toHaveAccessibleName(/optional/);
    await userEvent.type(registration, 'HRB 12345');
    await expect(registration).not.toHaveAccessibleDescription(/Is required/);
  },
};

export const Disabled: Story = { args: { defaultValue: german, disabled: true, withEmail: false } };
