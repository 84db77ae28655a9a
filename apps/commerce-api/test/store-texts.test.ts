import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../src/domain/cart.js';
import { GUEST_ORDER_NOT_FOUND } from '../src/domain/order.js';
import { PHRASES } from '../src/i18n/phrases.js';
import { startApi, type TestApi } from './helpers.js';

/**
 * Issue 20: what the API says comes back in the language of the `Store` header's store view —
 * shipping and payment titles, tax names, rule labels, sample names, option labels and errors.
 */

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

const CART = `
  id
  items { product { name } ... on ConfigurableCartItem { configurable_options { option_label value_label } } }
  shipping_addresses {
    available_shipping_methods { carrier_code carrier_title method_title error_message estimated_delivery_time }
  }
  available_payment_methods { code title }
  prices { applied_taxes { label } discounts { label } }
`;

interface CartTexts {
  items: {
    product: { name: string };
    configurable_options?: { option_label: string; value_label: string }[];
  }[];
  shipping_addresses: {
    available_shipping_methods: {
      carrier_code: string;
      carrier_title: string;
      method_title: string;
      error_message: string | null;
      estimated_delivery_time: string;
    }[];
  }[];
  available_payment_methods: { code: string; title: string }[];
  prices: { applied_taxes: { label: string }[]; discounts: { label: string }[] | null };
}

async function cartIn(store: string, country: string): Promise<CartTexts> {
  const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
    undefined,
    store,
  );
  const id = created.body.data!.createGuestCart.cart.id;
  const steps: [string, Record<string, unknown>][] = [
    [
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [
        { sku: "AB-MO-001-50", parent_sku: "AB-MO-001", quantity: 1 }, { sku: "AB-SAMPLE-002", quantity: 1 }
      ]) { user_errors { message } } }`,
      {},
    ],
    [
      'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      {
        a: {
          firstname: 'Jonas',
          lastname: 'Müller',
          street: ['Hauptstraße 5'],
          city: country === 'AU' ? 'Sydney' : 'Berlin',
          postcode: country === 'AU' ? '2000' : '10115',
          region: country === 'AU' ? 'NSW' : undefined,
          country_code: country,
          telephone: '+49301234567',
        },
      },
    ],
  ];
  for (const [query, variables] of steps) {
    const r = await t.gql(query, { id, ...variables }, store);
    expect(r.body.errors).toBeUndefined();
  }
  const r = await t.gql<{ cart: CartTexts }>(
    `query($id: String!) { cart(cart_id: $id) { ${CART} } }`,
    { id },
    store,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.cart;
}

describe('texts in the store view of the Store header', () => {
  it('German: shipping, payment, tax, rule label, sample name and option label', async () => {
    const cart = await cartIn('de', 'DE');
    const methods = cart.shipping_addresses[0]!.available_shipping_methods;
    expect(methods.find((m) => m.carrier_code === 'flatrate')).toMatchObject({
      carrier_title: 'Pauschal',
      method_title: 'Standardversand',
      estimated_delivery_time: '2–4 Werktage',
    });
    expect(methods.find((m) => m.carrier_code === 'freeshipping')?.error_message).toBe(
      'Diese Versandart ist nicht verfügbar.',
    );
    expect(methods.find((m) => m.carrier_code === 'instore')?.estimated_delivery_time).toBe(
      'In 1 Werktag abholbereit',
    );
    expect(cart.available_payment_methods.map((m) => m.title)).toEqual([
      'Scheck / Zahlungsanweisung',
      'Kreditkarte (Zahlung am Terminal bei Lieferung)',
      'Lokale Zahlungsart',
      'Kredit- oder Debitkarte',
    ]);
    expect(cart.prices.applied_taxes[0]!.label).toBe('MwSt. 19% (DE)');
    expect(cart.prices.discounts?.[0]?.label).toBe('10 % Rabatt auf Ihre Bestellung');
    expect(cart.items.map((i) => i.product.name)).toContain('Reichhaltige Nachtcreme Probe');
    expect(
      cart.items.find((i) => i.configurable_options?.length)?.configurable_options?.[0]?.option_label,
    ).toBe('Inhalt');
  });

  it('French: the same in French, and GST for an Australian address', async () => {
    const cart = await cartIn('fr', 'FR');
    const flat = cart.shipping_addresses[0]!.available_shipping_methods.find(
      (m) => m.carrier_code === 'flatrate',
    );
    expect(flat).toMatchObject({ carrier_title: 'Forfait', method_title: 'Livraison standard' });
    expect(cart.available_payment_methods[0]!.title).toBe('Chèque / mandat');
    expect(cart.prices.applied_taxes[0]!.label).toBe('TVA 20% (FR)');
    expect(cart.prices.discounts?.[0]?.label).toBe('10 % de remise sur votre commande');
    expect(
      cart.items.find((i) => i.configurable_options?.length)?.configurable_options?.[0]?.option_label,
    ).toBe('Contenance');
    const au = await cartIn('au', 'AU');
    expect(au.prices.applied_taxes[0]!.label).toBe('GST 10% (AU)');
  });

  it('English stays the default, and errors come in the store view’s language', async () => {
    const cart = await cartIn('en', 'DE');
    expect(cart.available_payment_methods[0]!.title).toBe('Check / Money order');
    expect(cart.prices.applied_taxes[0]!.label).toBe('VAT 19% (DE)');
    const coupon = async (store: string) => {
      const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
        'mutation { createGuestCart { cart { id } } }',
        undefined,
        store,
      );
      const r = await t.gql(
        'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "NOPE" }) { cart { id } } }',
        { id: created.body.data!.createGuestCart.cart.id },
        store,
      );
      return r.body.errors?.[0]?.message;
    };
    expect(await coupon('en')).toBe("The coupon code isn't valid. Verify the code and try again.");
    expect(await coupon('de')).toBe(
      'Der Gutscheincode ist ungültig. Bitte prüfen Sie den Code und versuchen Sie es erneut.',
    );
    expect(await coupon('fr')).toBe('Le code promo n’est pas valide. Vérifiez le code et réessayez.');
    expect(await coupon('mc')).toBe('Kupona kods nav derīgs. Pārbaudiet kodu un mēģiniet vēlreiz.');
  });
});

describe('phrase dictionaries', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
    });

  it('translate every phrase the code passes to phrase() in every store locale', () => {
    const literal = /\bphrase\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
    const used = new Set<string>([
      MSG.decimalQty,
      MSG.qtyNotPositive,
      GUEST_ORDER_NOT_FOUND,
      'Gift card not found',
      "The gift card code couldn't be added. Verify your information and try again.",
      'Please specify a sender name.',
      'Please specify a sender email.',
      'Please specify a recipient name.',
      'Please specify a recipient email.',
    ]);
    for (const file of sources(join(import.meta.dirname, '../src')))
      for (const match of readFileSync(file, 'utf8').matchAll(literal))
        used.add(match[2]!.replace(/\\(.)/g, '$1'));
    expect(used.size).toBeGreaterThan(30);
    for (const [locale, dictionary] of Object.entries(PHRASES)) {
      const missing = [...used].filter((text) => !dictionary[text]);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
      // Every placeholder of the phrase survives the translation.
      for (const text of used) {
        const placeholders = (s: string) => [...s.matchAll(/%\d/g)].map((m) => m[0]).sort();
        expect({ locale, text, placeholders: placeholders(dictionary[text]!) }).toEqual({
          locale,
          text,
          placeholders: placeholders(text),
        });
      }
    }
  });
});
