import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, type EnumTypeDefinitionNode } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productPrices } from '../src/domain/catalog.js';
import { DELIVERY_COUNTRIES } from '../src/domain/directory.js';
import { COUNTRIES } from '../src/resolvers/cart-shape.js';
import { startApi, type TestApi } from './helpers.js';

/** Issue 16: the Magento queries any Magento storefront client relies on, answered as the shop behaves. */
let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

interface Country {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: { id: number; code: string; name: string }[];
}

const COUNTRY_FIELDS = `id two_letter_abbreviation three_letter_abbreviation full_name_locale full_name_english
  available_regions { id code name }`;

describe('countries and country(id)', () => {
  it('lists exactly the countries the cart accepts in an address, the CountryCodeEnum values', () => {
    const sdl = readFileSync(fileURLToPath(new URL('../src/schema/cart.graphql', import.meta.url)), 'utf8');
    const enumDef = parse(sdl).definitions.find(
      (d): d is EnumTypeDefinitionNode =>
        d.kind === 'EnumTypeDefinition' && d.name.value === 'CountryCodeEnum',
    );
    const codes = enumDef?.values?.map((v) => v.name.value).sort();
    expect(Object.keys(DELIVERY_COUNTRIES).sort()).toEqual(codes);
    expect(Object.keys(COUNTRIES).sort()).toEqual(codes);
  });

  it('answers every delivery country, named in the store view’s language', async () => {
    const en = await t.gql<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`);
    expect(en.body.errors).toBeUndefined();
    expect(en.body.data?.countries.map((c) => c.id).sort()).toEqual(Object.keys(DELIVERY_COUNTRIES).sort());
    const de = await t.gql<{ countries: Country[] }>(`{ countries { ${COUNTRY_FIELDS} } }`, {}, 'de');
    const germany = de.body.data?.countries.find((c) => c.id === 'DE');
    expect(germany).toMatchObject({
      two_letter_abbreviation: 'DE',
      three_letter_abbreviation: 'DEU',
      full_name_locale: 'Deutschland',
      full_name_english: 'Germany',
      available_regions: [],
    });
    const fr = await t.gql<{ countries: Country[] }>(`{ countries { id full_name_locale } }`, {}, 'fr');
    expect(fr.body.data?.countries.find((c) => c.id === 'FI')?.full_name_locale).toBe('Finlande');
    expect(en.body.data?.countries.find((c) => c.id === 'GB')?.full_name_locale).toBe('United Kingdom');
  });

  it('gives Australia its states with Magento’s region ids', async () => {
    const r = await t.gql<{ country: Country }>(`{ country(id: "AU") { ${COUNTRY_FIELDS} } }`, {}, 'au');
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.country).toMatchObject({
      id: 'AU',
      three_letter_abbreviation: 'AUS',
      full_name_locale: 'Australia',
      full_name_english: 'Australia',
    });
    expect(r.body.data?.country.available_regions).toHaveLength(8);
    expect(r.body.data?.country.available_regions).toContainEqual({
      id: 570,
      code: 'NSW',
      name: 'New South Wales',
    });
  });

  it('gives the United States its states with Magento’s region ids', async () => {
    const r = await t.gql<{ country: Country }>(
      `{ country(id: "US") { available_regions { id code name } } }`,
    );
    const regions = r.body.data?.country.available_regions ?? [];
    expect(regions).toHaveLength(65);
    expect(regions).toContainEqual({ id: 12, code: 'CA', name: 'California' });
    expect(regions).toContainEqual({ id: 57, code: 'TX', name: 'Texas' });
    expect(new Set(regions.map((x) => x.id)).size).toBe(65);
  });

  it.each(['XX', 'CA', 'au'])('answers %j with Magento’s no-such-entity error', async (id) => {
    const r = await t.gql(`query($id: String) { country(id: $id) { id } }`, { id });
    expect(r.body.errors?.[0]).toMatchObject({
      message: "The country isn't available.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('asks for the id when it is missing, as Magento does', async () => {
    const r = await t.gql(`{ country { id } }`);
    expect(r.body.errors?.[0]).toMatchObject({
      message: 'Country "id" value should be specified',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('storeConfig flags clients read before showing a feature', () => {
  const FLAGS = `{ storeConfig { newsletter_enabled contact_enabled magento_wishlist_general_is_enabled
    customer_access_token_lifetime minimum_password_length required_character_classes_number default_country } }`;

  it('matches what the API enforces', async () => {
    const r = await t.gql<{ storeConfig: Record<string, unknown> }>(FLAGS);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.storeConfig).toEqual({
      newsletter_enabled: true,
      contact_enabled: true,
      // Wish lists are served in the en store view (issue 12; off only in the staff store).
      magento_wishlist_general_is_enabled: '1',
      // 3600 s bearer tokens, in Magento's hours.
      customer_access_token_lifetime: 1,
      minimum_password_length: '8',
      required_character_classes_number: '3',
      default_country: 'LV',
    });
    const au = await t.gql<{ storeConfig: { default_country: string } }>(FLAGS, {}, 'au');
    expect(au.body.data?.storeConfig.default_country).toBe('AU');
  });

  it('publishes the password rule that account creation enforces', async () => {
    const create = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
    const input = { firstname: 'Aino', lastname: 'Virtanen', email: 'rule@example.com' };
    const short = await t.gql(create, { input: { ...input, password: 'Ab1!xyz' } });
    expect(short.body.errors?.[0]?.message).toMatch(/at least 8 characters/);
    const twoClasses = await t.gql(create, { input: { ...input, password: 'abcdefgh1' } });
    expect(twoClasses.body.errors?.[0]?.message).toMatch(/at least 3 of the following/);
    const ok = await t.gql(create, { input: { ...input, password: 'Abcdefg1' } });
    expect(ok.body.errors).toBeUndefined();
  });

  it('follows the configured token lifetime', async () => {
    const other = await startApi(undefined, { authSettings: { tokenLifetimeSeconds: 5400 } });
    try {
      const r = await other.gql<{ storeConfig: { customer_access_token_lifetime: number } }>(
        '{ storeConfig { customer_access_token_lifetime } }',
      );
      expect(r.body.data?.storeConfig.customer_access_token_lifetime).toBe(1.5);
    } finally {
      await other.cleanup();
    }
  });

  it('answers the same flags for every store view in availableStores', async () => {
    const r = await t.gql<{ availableStores: Record<string, unknown>[] }>(
      '{ availableStores { store_code newsletter_enabled contact_enabled customer_access_token_lifetime } }',
    );
    expect(r.body.data?.availableStores.length).toBeGreaterThan(1);
    for (const s of r.body.data?.availableStores ?? []) {
      expect(s).toMatchObject({
        newsletter_enabled: true,
        contact_enabled: true,
        customer_access_token_lifetime: 1,
      });
    }
  });
});

describe('recaptchaV3Config', () => {
  const CONFIG = `{ recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code
    failure_message forms theme } }`;
  afterEach(() => {
    delete process.env.CAPTCHA_SECRET;
    delete process.env.CAPTCHA_MIN_SCORE;
  });

  it('is disabled, with Magento’s shapes, while the server cannot verify tokens', async () => {
    const r = await t.gql<{ recaptchaV3Config: Record<string, unknown> }>(CONFIG);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.recaptchaV3Config).toEqual({
      is_enabled: false,
      website_key: '6LdAuroraBotanicaPublicSiteKey00000000000',
      minimum_score: 0.5,
      badge_position: 'bottomright',
      language_code: null,
      failure_message: 'ReCaptcha validation failed, please try again',
      forms: [],
      theme: 'light',
    });
  });

  it('names the newsletter form, and the score the server accepts, once a secret is configured', async () => {
    process.env.CAPTCHA_SECRET = 'test-secret';
    process.env.CAPTCHA_MIN_SCORE = '0.7';
    const r = await t.gql<{ recaptchaV3Config: Record<string, unknown> }>(CONFIG, {}, 'de');
    expect(r.body.data?.recaptchaV3Config).toMatchObject({
      is_enabled: true,
      minimum_score: 0.7,
      forms: ['NEWSLETTER'],
    });
  });
});

describe('deprecated ProductInterface.price', () => {
  const PRICES = `query($skus: [String]) {
    products(filter: { sku: { in: $skus } }, pageSize: 50) {
      items {
        sku __typename
        price_range {
          minimum_price { regular_price { value currency } final_price { value currency } }
          maximum_price { regular_price { value currency } final_price { value currency } }
        }
        price {
          minimalPrice { amount { value currency } adjustments { code } }
          maximalPrice { amount { value currency } }
          regularPrice { amount { value currency } }
        }
      }
    }
  }`;
  type Money = { value: number; currency: string };
  interface Item {
    sku: string;
    __typename: string;
    price_range: {
      minimum_price: { regular_price: Money; final_price: Money };
      maximum_price: { regular_price: Money; final_price: Money };
    };
    price: {
      minimalPrice: { amount: Money; adjustments: unknown[] };
      maximalPrice: { amount: Money };
      regularPrice: { amount: Money };
    };
  }

  // A discounted simple product, configurable products (variants priced apart) and a gift card.
  const SKUS = ['AB-SE-002', 'AB-SE-001', 'AB-MO-001', 'AB-GC-001'];

  it('answers from the same prices as price_range for every product type', async () => {
    for (const store of ['en', 'au']) {
      const r = await t.gql<{ products: { items: Item[] } }>(PRICES, { skus: SKUS }, store);
      expect(r.body.errors).toBeUndefined();
      const items = r.body.data?.products.items ?? [];
      expect(new Set(items.map((p) => p.__typename))).toEqual(
        new Set(['SimpleProduct', 'ConfigurableProduct', 'GiftCardProduct']),
      );
      for (const p of items) {
        const { minimum_price: min, maximum_price: max } = p.price_range;
        expect(p.price.minimalPrice.amount).toEqual(min.final_price);
        expect(p.price.maximalPrice.amount).toEqual(max.final_price);
        expect(p.price.regularPrice.amount.currency).toBe(min.regular_price.currency);
        expect(p.price.regularPrice.amount.value).toBeLessThanOrEqual(
          Math.min(min.regular_price.value, max.regular_price.value),
        );
        expect(p.price.minimalPrice.adjustments).toEqual([]);
      }
    }
  });

  it('takes the lowest regular price of a composite product, as Magento does', () => {
    const own = { regular: 0, final: 0 };
    const variants = [
      { regular: 50, final: 30 },
      { regular: 40, final: 40 },
    ];
    expect(productPrices(own, variants, 'EUR')).toEqual({
      minimalPrice: { amount: { value: 30, currency: 'EUR' }, adjustments: [] },
      maximalPrice: { amount: { value: 40, currency: 'EUR' }, adjustments: [] },
      regularPrice: { amount: { value: 40, currency: 'EUR' }, adjustments: [] },
    });
  });

  it('shows a discounted product’s regular and final price', async () => {
    const r = await t.gql<{ products: { items: Item[] } }>(PRICES, { skus: ['AB-SE-002'] });
    const [p] = r.body.data?.products.items ?? [];
    expect(p?.price_range.minimum_price.final_price.value).toBeLessThan(
      p!.price_range.minimum_price.regular_price.value,
    );
    expect(p!.price.regularPrice.amount).toEqual(p!.price_range.minimum_price.regular_price);
    expect(p!.price.minimalPrice.amount).toEqual({ value: 39.2, currency: 'EUR' });
  });
});
