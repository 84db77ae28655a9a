import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/commands.js';
import { startApi, type TestApi } from './helpers.js';

/**
 * Issue 15: spec §3/§5 getBlacklistData (managed by `npm run admin -- blacklist …`), §3/§4/§7
 * gtmSaveAttribution (kept with the cart and its order), §7 affiliate mutations (awc, channel aw,
 * revenue with 2 decimals).
 */
let t: TestApi;
const saved = process.env.AWIN_ADVERTISER_ID;
beforeAll(async () => {
  process.env.AWIN_ADVERTISER_ID = '12345';
  t = await startApi();
});
afterAll(async () => {
  if (saved === undefined) delete process.env.AWIN_ADVERTISER_ID;
  else process.env.AWIN_ADVERTISER_ID = saved;
  await t?.cleanup();
});

type Out = { pixelID: string | null; eventId: string };
const UUID = /^[0-9a-f-]{36}$/;

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berzina',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
};

async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await t.gql<T>(query, variables);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

async function cartWithItem(): Promise<string> {
  const { createGuestCart } = await ok<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const id = createGuestCart.cart.id;
  await ok(
    `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }`,
    { id },
  );
  return id;
}

async function placeOrder(id: string): Promise<{ number: string; total: number }> {
  await ok(
    `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "a@example.com" }) { cart { id } } }`,
    { id },
  );
  await ok(
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id, a: ADDRESS },
  );
  await ok(
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id },
  );
  await ok(
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id },
  );
  await ok(
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    { id },
  );
  const placed = await ok<{
    placeOrder: { orderV2: { number: string; total: { grand_total: { value: number } } } };
  }>(
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number total { grand_total { value } } } } }`,
    { id },
  );
  return {
    number: placed.placeOrder.orderV2.number,
    total: placed.placeOrder.orderV2.total.grand_total.value,
  };
}

describe('getBlacklistData and the admin command', () => {
  it('answers what the admin listed, and an empty list before', async () => {
    expect(await ok('{ getBlacklistData { skus urls } }')).toEqual({
      getBlacklistData: { skus: [], urls: [] },
    });
    expect((await runAdminCommand(t.api.db, ['blacklist', 'list'])).output).toBe(
      'The tracking blacklist is empty.',
    );
    expect(await runAdminCommand(t.api.db, ['blacklist', 'add', 'sku', ' AB-SE-002 '])).toEqual({
      code: 0,
      output: 'Added sku AB-SE-002.',
    });
    expect((await runAdminCommand(t.api.db, ['blacklist', 'add', 'sku', 'AB-SE-002'])).output).toBe(
      'sku AB-SE-002 is already listed.',
    );
    await runAdminCommand(t.api.db, ['blacklist', 'add', 'url', '/checkout/success']);
    expect(await ok('{ getBlacklistData { skus urls } }')).toEqual({
      getBlacklistData: { skus: ['AB-SE-002'], urls: ['/checkout/success'] },
    });
    expect((await runAdminCommand(t.api.db, ['blacklist', 'list'])).output).toBe(
      'sku AB-SE-002\nurl /checkout/success',
    );
    expect(await runAdminCommand(t.api.db, ['blacklist', 'remove', 'url', '/checkout/success'])).toEqual({
      code: 0,
      output: 'Removed url /checkout/success.',
    });
    expect((await runAdminCommand(t.api.db, ['blacklist', 'remove', 'url', '/nope'])).code).toBe(1);
    expect((await runAdminCommand(t.api.db, ['blacklist', 'add', 'colour', 'x'])).code).toBe(2);
    expect((await runAdminCommand(t.api.db, ['blacklist', 'add', 'sku', 'a\u0001b'])).code).toBe(2);
    expect(await ok('{ getBlacklistData { skus urls } }')).toEqual({
      getBlacklistData: { skus: ['AB-SE-002'], urls: [] },
    });
    await runAdminCommand(t.api.db, ['blacklist', 'remove', 'sku', 'AB-SE-002']);
  });
});

describe('gtmSaveAttribution', () => {
  const SAVE = `mutation($id: String!, $ref: String, $src: String, $med: String, $camp: String) {
    gtmSaveAttribution(cart_id: $id, referrer: $ref, utm_source: $src, utm_medium: $med, utm_campaign: $camp) { pixelID eventId } }`;

  it('keeps the record with the cart and carries it to the order', async () => {
    const id = await cartWithItem();
    const out = await ok<{ gtmSaveAttribution: Out }>(SAVE, {
      id,
      ref: 'https://news.example.org/issue/12?subscriber=someone@example.com#top',
      src: 'newsletter',
      med: 'email',
      camp: 'spring',
    });
    expect(out.gtmSaveAttribution.eventId).toMatch(UUID);
    const [quote] = await t.api.db.query<{ attribution: Record<string, unknown> }>(
      'SELECT attribution FROM quote WHERE masked_id = $1',
      [id],
    );
    expect(quote!.attribution).toMatchObject({
      referrer: 'https://news.example.org/issue/12',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: null,
      utmContent: null,
    });
    const { number } = await placeOrder(id);
    const [order] = await t.api.db.query<{ attribution: Record<string, unknown> }>(
      'SELECT attribution FROM sales_order WHERE increment_id = $1',
      [number],
    );
    expect(order!.attribution).toEqual(quote!.attribution);
  });

  it('refuses an empty record, a bad referrer, and carts the shopper may not use', async () => {
    const id = await cartWithItem();
    const empty = await t.gql(SAVE, { id });
    expect(empty.body.errors![0]).toMatchObject({
      message: 'An attribution needs a referrer or a utm field.',
      extensions: { category: 'graphql-input' },
    });
    const bad = await t.gql(SAVE, { id, ref: 'javascript:alert(1)' });
    expect(bad.body.errors![0]!.message).toBe('"referrer" is not a valid address.');
    const missing = await t.gql(SAVE, { id: 'x'.repeat(32), src: 'a' });
    expect(missing.body.errors![0]).toMatchObject({ extensions: { category: 'graphql-no-such-entity' } });
    const short = await t.gql(SAVE, { id: 'abc', src: 'a' });
    expect(short.body.errors![0]!.message).toBe('Cart ID length should be 32 symbols');
  });
});

describe('affiliate mutations', () => {
  it('record the landing, the commission group and the sale with revenue to 2 decimals', async () => {
    const cookie = await ok<{ awinCookie: Out }>(
      'mutation { awinCookie(awc: "1234_567_abc") { pixelID eventId } }',
    );
    expect(cookie.awinCookie.pixelID).toBe('12345');
    const { number, total } = await placeOrder(await cartWithItem());
    const group = await ok<{ awinCommissionGroup: Out & { commissionGroup: string } }>(
      'mutation($n: String!) { awinCommissionGroup(orderNumber: $n) { pixelID eventId commissionGroup } }',
      { n: number },
    );
    expect(group.awinCommissionGroup.commissionGroup).toBe(`DEFAULT:${total.toFixed(2)}`);
    const sale = await ok<{ awinPurchase: Out }>(
      `mutation($n: String!, $r: String!, $g: String) { awinPurchase(orderNumber: $n, revenue: $r, currencyCode: "EUR",
         awc: "1234_567_abc", commissionGroup: $g) { pixelID eventId } }`,
      { n: number, r: total.toFixed(2), g: group.awinCommissionGroup.commissionGroup },
    );
    const rows = await t.api.db.query<Record<string, unknown>>(
      `SELECT event_id, event_name, advertiser_id, awc, channel, order_number, revenue::text AS revenue, currency, commission_group
         FROM affiliate_event ORDER BY created_at, event_id`,
    );
    expect(rows.find((r) => r.event_id === cookie.awinCookie.eventId)).toMatchObject({
      event_name: 'cookie',
      awc: '1234_567_abc',
      channel: 'aw',
    });
    expect(rows.find((r) => r.event_id === sale.awinPurchase.eventId)).toEqual({
      event_id: sale.awinPurchase.eventId,
      event_name: 'purchase',
      advertiser_id: '12345',
      awc: '1234_567_abc',
      channel: 'aw',
      order_number: number,
      revenue: total.toFixed(2),
      currency: 'EUR',
      commission_group: `DEFAULT:${total.toFixed(2)}`,
    });
  });

  it.each([
    [
      'awinPurchase(orderNumber: "1", revenue: "12.5", currencyCode: "EUR") { eventId }',
      '"revenue" must be an amount with 2 decimals, for example "62.00".',
    ],
    [
      'awinPurchase(orderNumber: "1", revenue: "12.345", currencyCode: "EUR") { eventId }',
      '"revenue" must be an amount with 2 decimals, for example "62.00".',
    ],
    [
      'awinPurchase(orderNumber: "1", revenue: "1e3", currencyCode: "EUR") { eventId }',
      '"revenue" must be an amount with 2 decimals, for example "62.00".',
    ],
    [
      'awinPurchase(orderNumber: "999999999", revenue: "12.50", currencyCode: "EUR") { eventId }',
      'Order 999999999 was not found.',
    ],
    [
      'awinPurchase(orderNumber: "1", revenue: "12.50", currencyCode: "euro") { eventId }',
      '"currencyCode" must be a 3-letter currency code.',
    ],
    ['awinCookie(awc: "a b") { eventId }', '"awc" is not valid.'],
    ['awinCookie(awc: " ") { eventId }', '"awc" is required.'],
    ['awinCommissionGroup(orderNumber: "999999999") { eventId }', 'Order 999999999 was not found.'],
  ])('refuses %s', async (field, message) => {
    const r = await t.gql(`mutation { ${field} }`);
    expect(r.body.errors![0]!.message).toBe(message);
  });
});
