import type { StoreView } from './store.js';
import { inputError, noSuchEntity } from './errors.js';

/**
 * Magento's directory (countries and regions) for the countries the shop delivers to: the same list
 * the cart accepts in shipping and billing addresses (`COUNTRIES`, `CountryCodeEnum`).
 */

/** ISO 3166-1 alpha-2 → alpha-3 of the delivery countries (Magento's `directory_country.iso3_code`). */
export const DELIVERY_COUNTRIES: Readonly<Record<string, string>> = {
  AU: 'AUS',
  AT: 'AUT',
  BE: 'BEL',
  CZ: 'CZE',
  DE: 'DEU',
  DK: 'DNK',
  EE: 'EST',
  ES: 'ESP',
  FI: 'FIN',
  FR: 'FRA',
  GB: 'GBR',
  IT: 'ITA',
  LT: 'LTU',
  LV: 'LVA',
  NL: 'NLD',
  NO: 'NOR',
  PL: 'POL',
  SE: 'SWE',
  US: 'USA',
};

export interface Region {
  id: number;
  code: string;
  name: string;
}

/**
 * States and territories with Magento's own region ids, so a region id a client got from Magento means
 * the same here. Only the delivery countries whose postal addresses name a state: Australia and the
 * United States (the European ones the shop ships to address by city and postcode).
 */
export const REGIONS: Readonly<Record<string, readonly Region[]>> = {
  AU: [
    { id: 569, code: 'ACT', name: 'Australian Capital Territory' },
    { id: 570, code: 'NSW', name: 'New South Wales' },
    { id: 576, code: 'NT', name: 'Northern Territory' },
    { id: 572, code: 'QLD', name: 'Queensland' },
    { id: 573, code: 'SA', name: 'South Australia' },
    { id: 574, code: 'TAS', name: 'Tasmania' },
    { id: 571, code: 'VIC', name: 'Victoria' },
    { id: 575, code: 'WA', name: 'Western Australia' },
  ],
  US: [
    { id: 1, code: 'AL', name: 'Alabama' },
    { id: 2, code: 'AK', name: 'Alaska' },
    { id: 3, code: 'AS', name: 'American Samoa' },
    { id: 4, code: 'AZ', name: 'Arizona' },
    { id: 5, code: 'AR', name: 'Arkansas' },
    { id: 6, code: 'AE', name: 'Armed Forces Africa' },
    { id: 7, code: 'AA', name: 'Armed Forces Americas' },
    { id: 8, code: 'AE', name: 'Armed Forces Canada' },
    { id: 9, code: 'AE', name: 'Armed Forces Europe' },
    { id: 10, code: 'AE', name: 'Armed Forces Middle East' },
    { id: 11, code: 'AP', name: 'Armed Forces Pacific' },
    { id: 12, code: 'CA', name: 'California' },
    { id: 13, code: 'CO', name: 'Colorado' },
    { id: 14, code: 'CT', name: 'Connecticut' },
    { id: 15, code: 'DE', name: 'Delaware' },
    { id: 16, code: 'DC', name: 'District of Columbia' },
    { id: 17, code: 'FM', name: 'Federated States Of Micronesia' },
    { id: 18, code: 'FL', name: 'Florida' },
    { id: 19, code: 'GA', name: 'Georgia' },
    { id: 20, code: 'GU', name: 'Guam' },
    { id: 21, code: 'HI', name: 'Hawaii' },
    { id: 22, code: 'ID', name: 'Idaho' },
    { id: 23, code: 'IL', name: 'Illinois' },
    { id: 24, code: 'IN', name: 'Indiana' },
    { id: 25, code: 'IA', name: 'Iowa' },
    { id: 26, code: 'KS', name: 'Kansas' },
    { id: 27, code: 'KY', name: 'Kentucky' },
    { id: 28, code: 'LA', name: 'Louisiana' },
    { id: 29, code: 'ME', name: 'Maine' },
    { id: 30, code: 'MH', name: 'Marshall Islands' },
    { id: 31, code: 'MD', name: 'Maryland' },
    { id: 32, code: 'MA', name: 'Massachusetts' },
    { id: 33, code: 'MI', name: 'Michigan' },
    { id: 34, code: 'MN', name: 'Minnesota' },
    { id: 35, code: 'MS', name: 'Mississippi' },
    { id: 36, code: 'MO', name: 'Missouri' },
    { id: 37, code: 'MT', name: 'Montana' },
    { id: 38, code: 'NE', name: 'Nebraska' },
    { id: 39, code: 'NV', name: 'Nevada' },
    { id: 40, code: 'NH', name: 'New Hampshire' },
    { id: 41, code: 'NJ', name: 'New Jersey' },
    { id: 42, code: 'NM', name: 'New Mexico' },
    { id: 43, code: 'NY', name: 'New York' },
    { id: 44, code: 'NC', name: 'North Carolina' },
    { id: 45, code: 'ND', name: 'North Dakota' },
    { id: 46, code: 'MP', name: 'Northern Mariana Islands' },
    { id: 47, code: 'OH', name: 'Ohio' },
    { id: 48, code: 'OK', name: 'Oklahoma' },
    { id: 49, code: 'OR', name: 'Oregon' },
    { id: 50, code: 'PW', name: 'Palau' },
    { id: 51, code: 'PA', name: 'Pennsylvania' },
    { id: 52, code: 'PR', name: 'Puerto Rico' },
    { id: 53, code: 'RI', name: 'Rhode Island' },
    { id: 54, code: 'SC', name: 'South Carolina' },
    { id: 55, code: 'SD', name: 'South Dakota' },
    { id: 56, code: 'TN', name: 'Tennessee' },
    { id: 57, code: 'TX', name: 'Texas' },
    { id: 58, code: 'UT', name: 'Utah' },
    { id: 59, code: 'VT', name: 'Vermont' },
    { id: 60, code: 'VI', name: 'Virgin Islands' },
    { id: 61, code: 'VA', name: 'Virginia' },
    { id: 62, code: 'WA', name: 'Washington' },
    { id: 63, code: 'WV', name: 'West Virginia' },
    { id: 64, code: 'WI', name: 'Wisconsin' },
    { id: 65, code: 'WY', name: 'Wyoming' },
  ],
};

/** Magento's errors of `country(id)` (Magento_DirectoryGraphQl). */
export const DIRECTORY_TEXT = {
  idMissing: 'Country "id" value should be specified',
  unavailable: "The country isn't available.",
} as const;

export interface CountryModel {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: Region[];
}

const namesCache = new Map<string, Intl.DisplayNames>();
/** Country names from ICU (Node ships full ICU) in a store view's locale ("de_DE" → German). */
function countryName(code: string, locale: string): string {
  const tag = locale.replace('_', '-');
  let names = namesCache.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'code' });
    namesCache.set(tag, names);
  }
  return names.of(code) ?? code;
}

function countryModel(code: string, store: StoreView): CountryModel {
  return {
    id: code,
    two_letter_abbreviation: code,
    three_letter_abbreviation: DELIVERY_COUNTRIES[code]!,
    full_name_locale: countryName(code, store.locale),
    full_name_english: countryName(code, 'en_US'),
    available_regions: (REGIONS[code] ?? []).map((r) => ({ ...r })),
  };
}

/** Magento's `countries`: the store view's allowed countries, named in its language. */
export function listCountries(store: StoreView): CountryModel[] {
  return Object.keys(DELIVERY_COUNTRIES).map((code) => countryModel(code, store));
}

/** Magento's `country(id)`: the id is the two-letter code, as Magento's directory keys it. */
export function findCountry(store: StoreView, id: string | null | undefined): CountryModel {
  if (!id) throw inputError(DIRECTORY_TEXT.idMissing);
  if (!Object.hasOwn(DELIVERY_COUNTRIES, id)) throw noSuchEntity(DIRECTORY_TEXT.unavailable);
  return countryModel(id, store);
}
