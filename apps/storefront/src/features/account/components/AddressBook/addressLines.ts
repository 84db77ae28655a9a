import type { AccountAddressFragment } from '../../../../gql/graphql';

/** Default addresses first (shipping, then billing), then the others in the order they were saved. */
export function sortAddresses<T extends Pick<AccountAddressFragment, 'default_shipping' | 'default_billing'>>(
  addresses: readonly T[],
): T[] {
  const rank = (a: T) => (a.default_shipping ? 0 : a.default_billing ? 1 : 2);
  return addresses
    .map((address, index) => ({ address, index }))
    .sort((a, b) => rank(a.address) - rank(b.address) || a.index - b.index)
    .map(({ address }) => address);
}

/** Spec §3 address lines as the shop prints them (name, company, street, postcode + city, region, country, phone). */
export function addressLines(
  address: AccountAddressFragment,
  countryName: (code: string) => string,
): string[] {
  const name = [address.firstname, address.middlename, address.lastname].filter(Boolean).join(' ');
  return [
    name,
    address.is_business ? (address.company ?? '') : '',
    ...(address.street ?? []).map((line) => line ?? ''),
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.region?.region ?? '',
    address.country_code ? countryName(address.country_code) : '',
    address.telephone ?? '',
  ].filter((line) => line.trim() !== '');
}
