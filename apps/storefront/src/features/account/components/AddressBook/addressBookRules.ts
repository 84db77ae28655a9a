import { emptyAddress, type AddressField, type AddressFormValue } from '@shop/ui/components/AddressForm';
import type { AccountAddressFragment, CountryCodeEnum, CustomerAddressInput } from '../../../../gql/graphql';

/** The API needs a business address's registration id (customer-extensions.graphql). */
export const ADDRESS_BOOK_REQUIRED: readonly AddressField[] = ['registrationId'];

/** Which defaults an address is (spec §3 Address: default flag, for shipping and for billing). */
export interface AddressDefaults {
  shipping: boolean;
  billing: boolean;
}

/** What the address form needs of a saved address (the book's fragment, or checkout's query). */
export type SavedAddressFields = Pick<
  AccountAddressFragment,
  | 'firstname'
  | 'middlename'
  | 'lastname'
  | 'company'
  | 'street'
  | 'city'
  | 'region'
  | 'postcode'
  | 'country_code'
  | 'telephone'
  | 'vat_id'
  | 'is_business'
  | 'registration_id'
>;

/** A saved address into the form (editing it, or choosing it in checkout). */
export function toAddressFormValue(address: SavedAddressFields): AddressFormValue {
  return {
    ...emptyAddress,
    firstname: address.firstname ?? '',
    middlename: address.middlename ?? '',
    lastname: address.lastname ?? '',
    street1: address.street?.[0] ?? '',
    street2: address.street?.[1] ?? '',
    city: address.city ?? '',
    region: address.region?.region ?? '',
    postcode: address.postcode ?? '',
    countryCode: address.country_code ?? '',
    telephone: address.telephone ?? '',
    isBusiness: !!address.is_business,
    company: address.company ?? '',
    registrationId: address.registration_id ?? '',
    vatId: address.vat_id ?? '',
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The form into Magento's CustomerAddressInput. The legal entity (company, registration id, VAT id)
 * goes only with a business address, and is cleared when the toggle is off. A default flag is sent
 * only when set: Magento makes another address the default, it never leaves a book without one by
 * unticking.
 */
export function toCustomerAddressInput(
  value: AddressFormValue,
  defaults: AddressDefaults,
): CustomerAddressInput {
  return {
    firstname: value.firstname.trim(),
    middlename: optional(value.middlename),
    lastname: value.lastname.trim(),
    street: [value.street1.trim(), ...(value.street2.trim() ? [value.street2.trim()] : [])],
    city: value.city.trim(),
    region: { region: optional(value.region) },
    postcode: optional(value.postcode),
    country_code: value.countryCode as CountryCodeEnum,
    telephone: value.telephone.trim(),
    is_business: value.isBusiness,
    company: value.isBusiness ? optional(value.company) : null,
    registration_id: value.isBusiness ? optional(value.registrationId) : null,
    vat_id: value.isBusiness ? optional(value.vatId) : null,
    ...(defaults.shipping ? { default_shipping: true } : {}),
    ...(defaults.billing ? { default_billing: true } : {}),
  };
}
