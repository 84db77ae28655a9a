import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** guestOrder and checkoutAgreements: the checkout's read-back and terms (Magento 2.4.9 names). */

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

const ok = <T>(r: { body: { data?: T | null; errors?: unknown } }): T => {
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
};

async function placedOrder(store = 'en', headers?: Record<string, string>) {
  const id = headers?.authorization
    ? ok(await t.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', undefined, store, headers))
        .customerCart.id
    : ok(
        await t.gql<{ createGuestCart: { cart: { id: string } } }>(
          'mutation { createGuestCart { cart { id } } }',
          undefined,
          store,
          headers,
        ),
      ).createGuestCart.cart.id;
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 2 }]) { user_errors { message } } }',
      {},
    ],
    [
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "Guest.Buyer@example.com" }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      {
        a: {
          firstname: 'Jonas',
          lastname: 'Müller',
          street: ['Hauptstraße 5'],
          city: 'Berlin',
          postcode: '10115',
          country_code: 'DE',
          telephone: '+49301234567',
        },
      },
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      {},
    ],
    [
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
      {},
    ],
  ];
  for (const [query, vars] of steps) {
    // A customer cart carries the account's e-mail; setGuestEmailOnCart is for guests only.
    if (headers?.authorization && query.includes('setGuestEmailOnCart')) continue;
    ok(await t.gql(query, { id, ...vars }, store, headers));
  }
  const placed = ok(
    await t.gql<{ placeOrder: { orderV2: { number: string; total: { grand_total: { value: number } } } } }>(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number total { grand_total { value } } } } }',
      { id },
      store,
      headers,
    ),
  );
  return placed.placeOrder.orderV2;
}

const GUEST_ORDER = `query($n: String!, $e: String!, $l: String!) {
  guestOrder(input: { number: $n, email: $e, lastname: $l }) {
    number status email total { grand_total { value currency } }
    items { product_sku quantity_ordered } billing_address { lastname country_code }
  } }`;

describe('guestOrder', () => {
  it('reads a guest order back by number, e-mail and billing last name (any case)', async () => {
    const order = await placedOrder('de');
    const r = ok(
      await t.gql<{
        guestOrder: {
          number: string;
          email: string;
          total: { grand_total: { value: number; currency: string } };
          items: { product_sku: string; quantity_ordered: number }[];
          billing_address: { lastname: string; country_code: string };
        };
      }>(GUEST_ORDER, { n: order.number, e: 'guest.buyer@EXAMPLE.com', l: ' müller ' }, 'de'),
    );
    expect(r.guestOrder).toMatchObject({
      number: order.number,
      email: 'guest.buyer@example.com',
      total: { grand_total: { value: order.total.grand_total.value, currency: 'EUR' } },
      items: [{ product_sku: 'AB-CL-001', quantity_ordered: 2 }],
      billing_address: { lastname: 'Müller', country_code: 'DE' },
    });
  });

  it.each([
    ['a wrong e-mail', { e: 'other@example.com', l: 'Müller' }],
    ['a wrong last name', { e: 'guest.buyer@example.com', l: 'Schmidt' }],
  ])('answers %s with Magento’s no-such-entity error', async (_, wrong) => {
    const order = await placedOrder('de');
    const r = await t.gql(GUEST_ORDER, { n: order.number, ...wrong }, 'de');
    // In the German store view's language (issue 20).
    expect(r.body.errors![0]).toMatchObject({
      message: 'Wir konnten keine Bestellung mit diesen Angaben finden.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('does not show an order of another store view or an unknown number', async () => {
    const order = await placedOrder('de');
    const other = await t.gql(
      GUEST_ORDER,
      { n: order.number, e: 'guest.buyer@example.com', l: 'Müller' },
      'fr',
    );
    expect(other.body.errors![0]!.message).toBe(
      'Nous n’avons trouvé aucune commande correspondant à ces informations.',
    );
    const unknown = await t.gql(
      GUEST_ORDER,
      { n: '999999999', e: 'guest.buyer@example.com', l: 'Müller' },
      'de',
    );
    expect(unknown.body.errors![0]!.extensions).toMatchObject({ category: 'graphql-no-such-entity' });
  });

  it('asks a signed-in customer’s order to be viewed signed in', async () => {
    const token = await signUp(t, 'guest.buyer@example.com', { store: 'de' });
    const order = await placedOrder('de', bearer(token));
    const r = await t.gql(GUEST_ORDER, { n: order.number, e: 'guest.buyer@example.com', l: 'Müller' }, 'de');
    expect(r.body.errors![0]).toMatchObject({
      message: 'Bitte melden Sie sich an, um die Bestellung zu sehen.',
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('checkoutAgreements', () => {
  const QUERY =
    '{ checkoutAgreements { agreement_id name checkbox_text content is_html mode content_height } }';
  type Agreements = {
    checkoutAgreements: {
      agreement_id: number;
      name: string;
      checkbox_text: string;
      mode: string;
      is_html: boolean;
    }[];
  };

  it('lists the manual terms agreement in the store view’s language', async () => {
    const en = ok(await t.gql<Agreements>(QUERY, undefined, 'en')).checkoutAgreements;
    expect(en).toEqual([
      expect.objectContaining({
        agreement_id: 1,
        name: 'Terms and Conditions',
        checkbox_text: 'I agree to the Terms and Conditions',
        is_html: true,
        mode: 'MANUAL',
      }),
    ]);
    const fr = ok(await t.gql<Agreements>(QUERY, undefined, 'fr')).checkoutAgreements;
    expect(fr[0]!.checkbox_text).toBe("J'accepte les conditions générales de vente");
    const de = ok(await t.gql<Agreements>(QUERY, undefined, 'de')).checkoutAgreements;
    expect(de[0]!.name).toBe('Allgemeine Geschäftsbedingungen');
  });
});

describe('local payment redirect', () => {
  it('sends the shopper to the store’s callback page with the reference and the provider’s result', async () => {
    const { createGuestCart } = ok(
      await t.gql<{ createGuestCart: { cart: { id: string } } }>(
        'mutation { createGuestCart { cart { id } } }',
      ),
    );
    const id = createGuestCart.cart.id;
    const address = {
      firstname: 'A',
      lastname: 'B',
      street: ['Rue 1'],
      city: 'Paris',
      postcode: '75001',
      country_code: 'FR',
      telephone: '+33 1 23 45 67 89',
    };
    for (const q of [
      'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }',
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "a@example.com" }) { cart { id } } }',
      'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      'mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }',
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "lpm" } }) { cart { id } } }',
    ])
      ok(await t.gql(q, q.includes('$a') ? { id, a: address } : { id }));
    const r = ok(
      await t.gql<{ placeOrder: { payment_redirect_url: string } }>(
        'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { payment_redirect_url } }',
        { id },
      ),
    );
    const url = new URL(r.placeOrder.payment_redirect_url, 'http://shop.test');
    expect(url.pathname).toBe(`/checkout/lpm/callback/${id}`);
    expect(url.searchParams.get('payment_reference')).toMatch(/^LPM-[0-9a-f]{24}$/);
    expect(url.searchParams.get('result')).toBe('AUTHORISED');
  });
});
