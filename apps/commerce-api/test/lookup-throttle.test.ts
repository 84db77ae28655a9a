import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../src/domain/lookup-throttle.js';
import { GUEST_ORDER_NOT_FOUND } from '../src/domain/order.js';
import { startApi, type TestApi } from './helpers.js';

/** Gift card codes and guest orders cannot be found by guessing (LOOKUP_FAILURES misses per 15 minutes). */

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

const TWENTY_EUR = 'KDFD-XAUR-GW2E-G2X5-G8FG';
/** What the shop's HTTP handler sets from the socket; tests speak for several shoppers with it. */
const from = (address: string) => ({ 'x-shop-client-address': address });

const BALANCE =
  'query($c: String!) { giftCardAccount(input: { gift_card_code: $c }) { code balance { value } } }';
const APPLY = `mutation($id: String!, $c: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $c }) {
  cart { applied_gift_cards { code } } } }`;

async function newCart(headers: Record<string, string>): Promise<string> {
  const r = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
    undefined,
    undefined,
    headers,
  );
  const id = r.body.data!.createGuestCart.cart.id;
  await t.gql(
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { user_errors { message } } }',
    { id },
    undefined,
    headers,
  );
  return id;
}

describe('gift card codes', () => {
  it('are long random codes: the old guessable demo codes are gone', async () => {
    const old = await t.gql(BALANCE, { c: 'GIFT-020-EUR' }, undefined, from('203.0.113.1'));
    expect(old.body.errors?.[0]?.message).toBe('Gift card not found');
    const card = await t.gql<{ giftCardAccount: { code: string; balance: { value: number } } }>(
      BALANCE,
      { c: TWENTY_EUR },
      undefined,
      from('203.0.113.1'),
    );
    expect(card.body.data?.giftCardAccount).toEqual({ code: TWENTY_EUR, balance: { value: 20 } });
    expect(TWENTY_EUR.replaceAll('-', '')).toMatch(/^[A-Z2-9]{20}$/);
  });

  it('balance lookups: after 10 misses an address gets 429 — for the right code too — others do not', async () => {
    const guesser = from('203.0.113.2');
    for (let i = 0; i < 10; i++) {
      const miss = await t.gql(BALANCE, { c: `GIFT-${String(i).padStart(3, '0')}-EUR` }, undefined, guesser);
      expect(miss.status).toBe(200);
      expect(miss.body.errors?.[0]?.message).toBe('Gift card not found');
    }
    for (const code of ['GIFT-999-EUR', TWENTY_EUR]) {
      const refused = await t.gql(BALANCE, { c: code }, undefined, guesser);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('900');
      expect((refused.body.data as { giftCardAccount?: unknown } | null)?.giftCardAccount ?? null).toBeNull();
      expect(refused.body.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
    }
    const other = await t.gql(BALANCE, { c: TWENTY_EUR }, undefined, from('203.0.113.3'));
    expect(other.status).toBe(200);
    expect(other.body.errors).toBeUndefined();
  });

  it('applying codes to a cart counts the same misses', async () => {
    const guesser = from('203.0.113.4');
    const id = await newCart(guesser);
    for (let i = 0; i < 10; i++) {
      const miss = await t.gql(APPLY, { id, c: `GIFT-${i}` }, undefined, guesser);
      expect(miss.body.errors?.[0]?.message).toBe(
        "The gift card code couldn't be added. Verify your information and try again.",
      );
    }
    const refused = await t.gql(APPLY, { id, c: TWENTY_EUR }, undefined, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
    // …and the balance lookup is closed to that address as well.
    const balance = await t.gql(BALANCE, { c: TWENTY_EUR }, undefined, guesser);
    expect(balance.status).toBe(429);
  });
});

describe('guest order lookup', () => {
  const GUEST_ORDER = `query($n: String!, $e: String!, $l: String!) {
    guestOrder(input: { number: $n, email: $e, lastname: $l }) { number } }`;

  async function placedOrder(headers: Record<string, string>): Promise<string> {
    const id = await newCart(headers);
    const address = {
      firstname: 'Ada',
      lastname: 'Lind',
      street: ['Storgatan 1'],
      city: 'Stockholm',
      postcode: '11122',
      country_code: 'SE',
      telephone: '+46812345678',
    };
    for (const query of [
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.com" }) { cart { id } } }',
      'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
    ]) {
      const r = await t.gql(query, { id, a: address }, undefined, headers);
      expect(r.body.errors, query).toBeUndefined();
    }
    const placed = await t.gql<{ placeOrder: { orderV2: { number: string } } }>(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } } }',
      { id },
      undefined,
      headers,
    );
    return placed.body.data!.placeOrder.orderV2.number;
  }

  it('needs the number with the e-mail and last name; walking sequential numbers gets nothing, then 429', async () => {
    const buyer = from('198.51.100.1');
    const number = await placedOrder(buyer);
    const mine = await t.gql(GUEST_ORDER, { n: number, e: 'ada@example.com', l: 'Lind' }, undefined, buyer);
    expect(mine.body.errors).toBeUndefined();

    const walker = from('198.51.100.2');
    const start = Number(number);
    for (let i = 0; i < 10; i++) {
      const n = String(start - 5 + i).padStart(number.length, '0');
      const r = await t.gql(GUEST_ORDER, { n, e: 'someone@example.com', l: 'Lind' }, undefined, walker);
      expect(r.status).toBe(200);
      expect(r.body.data ?? null).toBeNull();
      expect(r.body.errors?.[0]?.message).toBe(GUEST_ORDER_NOT_FOUND);
    }
    const refused = await t.gql(
      GUEST_ORDER,
      { n: number, e: 'ada@example.com', l: 'Lind' },
      undefined,
      walker,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
    const stillMine = await t.gql(
      GUEST_ORDER,
      { n: number, e: 'ada@example.com', l: 'Lind' },
      undefined,
      buyer,
    );
    expect(stillMine.body.errors).toBeUndefined();
  });
});
