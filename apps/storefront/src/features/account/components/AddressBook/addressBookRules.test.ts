import { addressErrors, emptyAddress } from '@shop/ui';
import { describe, expect, it } from 'vitest';
import type { AccountAddressFragment } from '../../../../gql/graphql';
import { ADDRESS_BOOK_REQUIRED, toAddressFormValue, toCustomerAddressInput } from './addressBookRules';
import { addressLines, sortAddresses } from './addressLines';

const saved: AccountAddressFragment = {
  id: 7,
  firstname: 'Jonas',
  middlename: null,
  lastname: 'Müller',
  company: 'Müller Kosmetik GmbH',
  street: ['Hauptstraße 5', 'Hinterhaus'],
  city: 'Berlin',
  region: { region: null },
  postcode: '10115',
  country_code: 'DE',
  telephone: '+49 30 1234567',
  vat_id: 'DE123456789',
  is_business: true,
  registration_id: 'HRB 12345',
  default_shipping: true,
  default_billing: false,
};

describe('address book rules', () => {
  it('round-trips a saved business address through the form', () => {
    const value = toAddressFormValue(saved);
    expect(value).toMatchObject({ street1: 'Hauptstraße 5', street2: 'Hinterhaus', isBusiness: true });
    expect(toCustomerAddressInput(value, { shipping: true, billing: false })).toEqual({
      firstname: 'Jonas',
      middlename: null,
      lastname: 'Müller',
      street: ['Hauptstraße 5', 'Hinterhaus'],
      city: 'Berlin',
      region: { region: null },
      postcode: '10115',
      country_code: 'DE',
      telephone: '+49 30 1234567',
      is_business: true,
      company: 'Müller Kosmetik GmbH',
      registration_id: 'HRB 12345',
      vat_id: 'DE123456789',
      default_shipping: true,
    });
  });

  it('drops the legal entity when the business toggle is off and sends unset defaults as nothing', () => {
    const input = toCustomerAddressInput(
      { ...toAddressFormValue(saved), isBusiness: false },
      {
        shipping: false,
        billing: false,
      },
    );
    expect(input).toMatchObject({ is_business: false, company: null, registration_id: null, vat_id: null });
    expect(input).not.toHaveProperty('default_shipping');
    expect(input).not.toHaveProperty('default_billing');
  });

  it('requires the registration id of a business address (the API does) and checks the postcode per country', () => {
    const value = { ...toAddressFormValue(saved), registrationId: '' };
    expect(addressErrors(value, { required: ADDRESS_BOOK_REQUIRED })).toEqual({
      registrationId: 'Is required',
    });
    expect(
      addressErrors(
        { ...value, registrationId: 'HRB 1', postcode: '1010' },
        { required: ADDRESS_BOOK_REQUIRED },
      ),
    ).toEqual({
      postcode: 'Invalid zip code',
    });
    expect(
      addressErrors(
        { ...value, registrationId: 'HRB 1', countryCode: 'LV', postcode: 'LV-1010' },
        {
          required: ADDRESS_BOOK_REQUIRED,
        },
      ),
    ).toEqual({});
    expect(
      addressErrors({ ...emptyAddress, countryCode: 'DE' }, { required: ADDRESS_BOOK_REQUIRED }),
    ).toMatchObject({
      firstname: 'Is required',
      street1: 'Is required',
    });
  });

  it('lists defaults first (shipping, then billing), then the others as saved', () => {
    const a = { id: 1, default_shipping: false, default_billing: false };
    const b = { id: 2, default_shipping: false, default_billing: true };
    const c = { id: 3, default_shipping: true, default_billing: false };
    const d = { id: 4, default_shipping: false, default_billing: false };
    expect(sortAddresses([a, b, c, d]).map((x) => x.id)).toEqual([3, 2, 1, 4]);
  });

  it('prints the address lines with the company of a business address and the country’s name', () => {
    expect(addressLines(saved, (code) => (code === 'DE' ? 'Deutschland' : code))).toEqual([
      'Jonas Müller',
      'Müller Kosmetik GmbH',
      'Hauptstraße 5',
      'Hinterhaus',
      '10115 Berlin',
      'Deutschland',
      '+49 30 1234567',
    ]);
  });
});
