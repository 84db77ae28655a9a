import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm, addressErrors, emptyAddress, type AddressFormValue } from './AddressForm';

const countries = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
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

describe('addressErrors', () => {
  it('accepts a complete German address (Latin letters with diacritics pass)', () => {
    expect(addressErrors(german, { withEmail: true })).toEqual({});
  });

  it('gives the spec §5 messages', () => {
    expect(addressErrors({ ...emptyAddress, countryCode: 'DE' }, { withEmail: true })).toEqual({
      email: 'Is required',
      firstname: 'Is required',
      lastname: 'Is required',
      street1: 'Is required',
      city: 'Is required',
      postcode: 'Is required',
      telephone: 'Is required',
    });
    const wrong = addressErrors(
      {
        ...german,
        email: 'jonas@',
        telephone: 'call me',
        postcode: '1011',
        city: 'Берлин',
        lastname: 'x'.repeat(66),
      },
      { withEmail: true },
    );
    expect(wrong).toEqual({
      email: 'The entered email is not valid',
      telephone: 'The entered phone number has an incorrect format',
      postcode: 'Invalid zip code',
      city: 'Please use Latin characters only',
      lastname: 'This field can’t contain more than 65 characters',
    });
  });

  it('needs a country, and a company only for a business address', () => {
    expect(addressErrors({ ...german, countryCode: '' })).toMatchObject({ countryCode: 'Is required' });
    expect(addressErrors({ ...german, isBusiness: true })).toEqual({ company: 'Is required' });
    expect(addressErrors({ ...german, isBusiness: true, company: 'Müller GmbH' })).toEqual({});
  });

  it('requires an optional field when the form asks for it (a registration id for the address book)', () => {
    const business = { ...german, isBusiness: true, company: 'Müller GmbH' };
    expect(addressErrors(business, { required: ['registrationId'] })).toEqual({
      registrationId: 'Is required',
    });
    expect(addressErrors({ ...business, registrationId: 'HRB 1' }, { required: ['registrationId'] })).toEqual(
      {},
    );
    // Business fields are only checked for a business address.
    expect(addressErrors(german, { required: ['registrationId'] })).toEqual({});
  });

  it('uses translated messages', () => {
    expect(addressErrors({ ...german, firstname: '' }, { labels: { required: 'Obligatoire' } })).toEqual({
      firstname: 'Obligatoire',
    });
  });
});

function Harness({ onChange }: { onChange: (v: AddressFormValue) => void }) {
  const [value, setValue] = useState<AddressFormValue>({ ...emptyAddress, countryCode: 'DE' });
  return (
    <AddressForm
      legend="Shipping address"
      name="shipping"
      countries={countries}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('AddressForm', () => {
  it('reports every keystroke and keeps business fields when the toggle goes off and on', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Jonas');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstname: 'Jonas' }));
    expect(screen.queryByRole('textbox', { name: /Company/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This is a business address' }));
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Müller GmbH');
    await user.click(screen.getByRole('checkbox', { name: 'This is a business address' }));
    expect(screen.queryByRole('textbox', { name: /Company/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This is a business address' }));
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Müller GmbH');
  });

  it('shows the postcode format of the chosen country and all messages after a submit attempt', () => {
    render(
      <AddressForm
        legend="Billing address"
        name="billing"
        countries={countries}
        defaultValue={{ ...emptyAddress, countryCode: 'DE' }}
        showErrors
      />,
    );
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(/e\.g\. 12345/);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(/Is required/);
    expect(screen.getByRole('textbox', { name: /Middle name/ })).not.toHaveAttribute('aria-invalid', 'true');
  });
});
