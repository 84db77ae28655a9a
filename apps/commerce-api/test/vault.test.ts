import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** Issue 11, saved payments: Magento's vault (customerPaymentTokens, deletePaymentToken) and paying with a saved card. */
let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berzina',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
};
const VISA = '4111 1111 1111 1111';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

type Headers = Record<string, string>;
type Err = { message: string; extensions?: Record<string, unknown> };

async function ok<T>(query: string, variables: Record<string, unknown>, headers?: Headers): Promise<T> {
  const r = await t.gql<T>(query, variables, 'en', headers);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

/** A cart ready for its payment method: one item, address, shipping. */
async function readyCart(headers?: Headers): Promise<string> {
  const cartId = headers
    ? (await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers)).customerCart.id
    : (
        await ok<{ createGuestCart: { cart: { id: string } } }>(
          'mutation { createGuestCart { cart { id } } }',
          {},
        )
      ).createGuestCart.cart.id;
  await ok(
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }`,
    { id: cartId },
    headers,
  );
  if (!headers)
    await ok(
      `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "guest.card@example.com" }) { cart { id } } }`,
      { id: cartId },
    );
  await ok(
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id: cartId, a: ADDRESS },
    headers,
  );
  await ok(
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id: cartId },
    headers,
  );
  await ok(
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id: cartId },
    headers,
  );
  return cartId;
}

const SET_PAYMENT = `mutation($id: String!, $pm: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $pm }) { cart { selected_payment_method { code title } } } }`;
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number status } } }`;
const TOKENS = `{ customerPaymentTokens { items { public_hash details payment_method_code type } } }`;

async function setPayment(cartId: string, pm: Record<string, unknown>, headers?: Headers) {
  return t.gql<{ setPaymentMethodOnCart: { cart: { selected_payment_method: { code: string } } } }>(
    SET_PAYMENT,
    { id: cartId, pm },
    'en',
    headers,
  );
}

async function place(cartId: string, headers?: Headers) {
  return (
    await ok<{
      placeOrder: {
        errors: { code: string; message: string }[];
        orderV2: { number: string; status: string } | null;
      };
    }>(PLACE, { id: cartId }, headers)
  ).placeOrder;
}

type Token = { public_hash: string; details: string; payment_method_code: string; type: string };
const tokens = async (headers: Headers) =>
  (await ok<{ customerPaymentTokens: { items: Token[] } }>(TOKENS, {}, headers)).customerPaymentTokens.items;

const card = (extra: Record<string, unknown> = {}) => ({
  code: 'aurora_cc',
  aurora_cc: { card_number: VISA, expiration_month: 12, expiration_year: NEXT_YEAR, cvc: '123', ...extra },
});

describe('the card method', () => {
  it.each([
    [{ card_number: '4111 1111 1111 1112' }, 'Please enter a valid credit card number.'],
    [{ card_number: '1234' }, 'Please enter a valid credit card number.'],
    [{ expiration_month: 13 }, 'Incorrect credit card expiration date.'],
    [{ expiration_year: 2001 }, 'Incorrect credit card expiration date.'],
    [{ cvc: '12' }, 'Please enter a valid credit card verification number.'],
  ])('refuses %j', async (extra, message) => {
    const cartId = await readyCart();
    const r = await setPayment(cartId, card(extra));
    expect((r.body.errors as Err[] | undefined)?.[0]).toMatchObject({
      message,
      extensions: { category: 'graphql-input' },
    });
  });

  it('a guest pays by card; nothing is saved for a guest even when asked', async () => {
    const cartId = await readyCart();
    const r = await setPayment(cartId, card({ is_active_payment_token_enabler: true }));
    expect(r.body.data?.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('aurora_cc');
    const placed = await place(cartId);
    expect(placed.errors).toEqual([]);
    expect(placed.orderV2?.status).toBe('processing');
    const rows = await t.api.db.query<{ n: string }>('SELECT count(*) AS n FROM vault_payment_token');
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('saved cards (vault)', () => {
  it('saves a card for later with only hash, type and details; pays with it; deletes it', async () => {
    const me = bearer(await signUp(t, 'vault.owner@example.com'));
    expect(await tokens(me)).toEqual([]);

    // Not asked to save: nothing kept.
    let cartId = await readyCart(me);
    expect((await setPayment(cartId, card(), me)).body.errors).toBeUndefined();
    expect((await place(cartId, me)).errors).toEqual([]);
    expect(await tokens(me)).toEqual([]);

    cartId = await readyCart(me);
    expect(
      (await setPayment(cartId, card({ is_active_payment_token_enabler: true }), me)).body.errors,
    ).toBeUndefined();
    expect((await place(cartId, me)).errors).toEqual([]);
    const saved = await tokens(me);
    expect(saved).toEqual([
      {
        public_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        payment_method_code: 'aurora_cc',
        type: 'card',
        details: JSON.stringify({ type: 'VI', maskedCC: '1111', expirationDate: `12/${NEXT_YEAR}` }),
      },
    ]);
    // No card number and no security code anywhere in the database rows of the vault, carts or orders.
    for (const table of ['vault_payment_token', 'quote', 'sales_order']) {
      const dump = JSON.stringify(await t.api.db.query(`SELECT * FROM ${table}`));
      expect(dump).not.toContain('4111111111111111');
      expect(dump).not.toContain('4111 1111 1111 1111');
      expect(dump).not.toMatch(/"cvc"/);
    }

    // Pay with the saved card next time.
    const hash = saved[0]!.public_hash;
    cartId = await readyCart(me);
    const vault = await setPayment(
      cartId,
      { code: 'aurora_cc_vault', aurora_cc_vault: { public_hash: hash } },
      me,
    );
    expect(vault.body.data?.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'aurora_cc_vault',
      title: 'Credit or debit card',
    });
    const paid = await place(cartId, me);
    expect(paid.errors).toEqual([]);
    expect(paid.orderV2?.status).toBe('processing');

    // Another customer can neither pay with it nor delete it.
    const other = bearer(await signUp(t, 'vault.other@example.com'));
    const otherCart = await readyCart(other);
    const stolen = await setPayment(
      otherCart,
      { code: 'aurora_cc_vault', aurora_cc_vault: { public_hash: hash } },
      other,
    );
    expect((stolen.body.errors as Err[])[0]).toMatchObject({
      message: `Could not find a token using public hash: ${hash}`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    const refused = await t.gql(
      `mutation($h: String!) { deletePaymentToken(public_hash: $h) { result } }`,
      { h: hash },
      'en',
      other,
    );
    expect((refused.body.errors as Err[])[0]).toMatchObject({
      message: `Could not find a token using public hash: ${hash}`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect(await tokens(me)).toHaveLength(1);

    // The owner deletes it; a cart that had chosen it can no longer be placed with it.
    cartId = await readyCart(me);
    expect(
      (await setPayment(cartId, { code: 'aurora_cc_vault', aurora_cc_vault: { public_hash: hash } }, me)).body
        .errors,
    ).toBeUndefined();
    const deleted = await ok<{
      deletePaymentToken: { result: boolean; customerPaymentTokens: { items: Token[] } };
    }>(
      `mutation($h: String!) { deletePaymentToken(public_hash: $h) { result customerPaymentTokens { items { public_hash } } } }`,
      { h: hash },
      me,
    );
    expect(deleted.deletePaymentToken).toEqual({ result: true, customerPaymentTokens: { items: [] } });
    expect(await tokens(me)).toEqual([]);
    const late = await place(cartId, me);
    expect(late.orderV2).toBeNull();
    expect(late.errors[0]?.message).toBe(`Could not find a token using public hash: ${hash}`);
  });

  it('guests have no saved cards', async () => {
    const r = await t.gql(TOKENS);
    expect((r.body.errors as Err[])[0]?.extensions?.category).toBe('graphql-authorization');
    const cartId = await readyCart();
    const vault = await setPayment(cartId, {
      code: 'aurora_cc_vault',
      aurora_cc_vault: { public_hash: 'a'.repeat(64) },
    });
    expect((vault.body.errors as Err[])[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});
