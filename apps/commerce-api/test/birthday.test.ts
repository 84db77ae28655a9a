import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/domain/clock.js';
import { isBirthday } from '../src/domain/birthday.js';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

/** Issue 13: spec §1 birthday offer (30 % off one purchase on the birthday) and §5 "Birthday changeable once". */
let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());
afterEach(() => {
  setClock(null);
  delete process.env.BIRTHDAY_CHANGES;
});

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const UPDATE = `mutation($d: String) { updateCustomerV2(input: { date_of_birth: $d }) { customer { date_of_birth date_of_birth_changes_left } } }`;
const COUPONS = '{ customer { loyalty_coupons { code kind discount_percent valid_to } } }';

async function setBirthday(h: Record<string, string>, d: string) {
  return t.gql<{
    updateCustomerV2: { customer: { date_of_birth: string; date_of_birth_changes_left: number } };
  }>(UPDATE, { d }, 'en', h);
}
async function coupons(h: Record<string, string>, store = 'en') {
  const r = await t.gql<{
    customer: {
      loyalty_coupons: { code: string; kind: string; discount_percent: number; valid_to: string }[];
    };
  }>(COUPONS, {}, store, h);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.customer.loyalty_coupons;
}

describe('birthday', () => {
  it('is set, changed once, then refused (default reading: "set and changed only once")', async () => {
    const h = bearer(await signUp(t, unique('bday')));
    const first = await setBirthday(h, '1990-03-15');
    expect(first.body.data!.updateCustomerV2.customer).toEqual({
      date_of_birth: '1990-03-15',
      date_of_birth_changes_left: 1,
    });
    const second = await setBirthday(h, '1990-03-16');
    expect(second.body.data!.updateCustomerV2.customer).toEqual({
      date_of_birth: '1990-03-16',
      date_of_birth_changes_left: 0,
    });
    // Sending the same date again is no change.
    expect((await setBirthday(h, '1990-03-16')).body.errors).toBeUndefined();
    const third = await setBirthday(h, '1990-03-17');
    expect(third.body.errors?.[0]).toMatchObject({
      message: 'The birthday can be set and changed only once.',
      extensions: { category: 'graphql-input', field: 'date_of_birth' },
    });
    const de = await t.gql(UPDATE, { d: '1990-03-18' }, 'de', h);
    expect(de.body.errors?.[0]?.message).toBe(
      'Der Geburtstag kann nur einmal eingetragen und einmal geändert werden.',
    );
  });

  it('is set once only with BIRTHDAY_CHANGES=set-once (the other reading)', async () => {
    process.env.BIRTHDAY_CHANGES = 'set-once';
    const h = bearer(await signUp(t, unique('once')));
    expect(
      (await setBirthday(h, '1991-07-01')).body.data!.updateCustomerV2.customer.date_of_birth_changes_left,
    ).toBe(0);
    expect((await setBirthday(h, '1991-07-02')).body.errors?.[0]?.message).toBe(
      'The birthday can be set and changed only once.',
    );
  });

  it('gives a 30 % coupon on the birthday in the store time zone, valid that day, used once, once a year', async () => {
    const h = bearer(await signUp(t, unique('party')));
    await setBirthday(h, '1988-05-20');
    setClock(() => new Date('2026-05-19T12:00:00Z'));
    expect(await coupons(h)).toEqual([]);
    // 21:30 UTC on 19 May is already 20 May 00:30 in Riga (the en store view's time zone).
    setClock(() => new Date('2026-05-19T21:30:00Z'));
    const offered = await coupons(h);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ kind: 'BIRTHDAY', discount_percent: 30, valid_to: '2026-05-20' });

    // The cart offers it and applies it: 30 % of 24 EUR.
    const id = (await t.gql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, 'en', h)).body
      .data!.customerCart.id;
    await t.gql(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }`,
      { id },
      'en',
      h,
    );
    const cart = await t.gql<{ cart: { loyalty_coupons: { code: string }[] } }>(
      `query($id: String!) { cart(cart_id: $id) { loyalty_coupons { code } } }`,
      { id },
      'en',
      h,
    );
    expect(cart.body.data!.cart.loyalty_coupons.map((c) => c.code)).toEqual([offered[0]!.code]);
    const applied = await t.gql<{
      applyCouponToCart: { cart: { prices: { discounts: { amount: { value: number } }[] } } };
    }>(
      `mutation($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { prices { discounts { amount { value } } } } } }`,
      { id, c: offered[0]!.code },
      'en',
      h,
    );
    expect(applied.body.errors).toBeUndefined();
    expect(applied.body.data!.applyCouponToCart.cart.prices.discounts[0]!.amount.value).toBe(7.2);

    // The next day it is gone; next year's birthday brings a new one.
    setClock(() => new Date('2026-05-21T09:00:00Z'));
    expect(await coupons(h)).toEqual([]);
    setClock(() => new Date('2027-05-20T09:00:00Z'));
    const nextYear = await coupons(h);
    expect(nextYear).toHaveLength(1);
    expect(nextYear[0]!.code).not.toBe(offered[0]!.code);
  });

  it('counts 29 February on 28 February in other years', () => {
    expect(isBirthday('2000-02-29', '2027-02-28')).toBe(true);
    expect(isBirthday('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthday('2000-02-29', '2028-02-29')).toBe(true);
    expect(isBirthday('2000-03-01', '2027-02-28')).toBe(false);
  });
});
