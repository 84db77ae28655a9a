import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { computeTotals, type TotalsLine } from '../src/domain/cart-totals.js';
import { openDb } from '../src/db/client.js';
import {
  amount,
  catalogDiscount,
  cents,
  percentOf,
  share,
  spread,
  sum,
  times,
  vatIn,
} from '../src/domain/money.js';
import { startApi, type TestApi } from './helpers.js';

describe('money rules (src/domain/money.ts)', () => {
  it('adds 0.1 and 0.2 to exactly 0.3, and ten 0.1s to exactly 1', () => {
    expect(0.1 + 0.2).not.toBe(0.3); // what binary floating point does
    expect(amount(cents(0.1) + cents(0.2))).toBe(0.3);
    expect(amount(sum(Array.from({ length: 10 }, () => cents('0.1000'))))).toBe(1);
  });

  it('reads stored decimals exactly and rounds half away from zero to the cent', () => {
    expect(cents('19.9900')).toBe(1999);
    expect(cents(0.285)).toBe(29); // 0.285 is 0.28499999999999998 as a double
    expect(cents('1.005')).toBe(101);
    expect(cents('-0.005')).toBe(-1);
    expect(cents('12')).toBe(1200);
    expect(() => cents('12,50')).toThrow(RangeError);
  });

  it('rounds a row total once per line, quantities with decimals included', () => {
    expect(times(1999, 3)).toBe(5997);
    expect(times(333, 1.5)).toBe(500); // 4.995 → 5.00
    expect(times(cents(0.1), 3)).toBe(30);
  });

  it('rounds a percentage once, on the amount it applies to', () => {
    expect(percentOf(1999, 15)).toBe(300); // 2.9985 → 3.00
    expect(percentOf(cents(0.1) + cents(0.2), 50)).toBe(15);
    expect(share(1000, 1, 3)).toBe(333);
  });

  it('takes the VAT contained in a gross amount: gross × rate / (100 + rate)', () => {
    expect(vatIn(11900, 19)).toBe(1900);
    expect(vatIn(1000, 25.5)).toBe(203); // 2.0318… (Finland)
    expect(vatIn(1000, 0)).toBe(0);
  });

  it('spreads a discount over lines so that the shares add up to it exactly', () => {
    const parts = spread(100, [333, 333, 334]);
    expect(sum(parts)).toBe(100);
    expect(parts).toEqual([33, 33, 34]);
    expect(sum(spread(1, [1, 1, 1]))).toBe(1);
  });

  it('computes the catalogue discount percent as 100 × (1 − final/regular), rounded (spec §9)', () => {
    expect(catalogDiscount(40, 30)).toEqual({ amountOff: 10, percentOff: 25 });
    expect(catalogDiscount(29.99, 19.99)).toEqual({ amountOff: 10, percentOff: 33 });
    expect(catalogDiscount(49, 39.2)).toEqual({ amountOff: 9.8, percentOff: 20 });
    // 66.67 % rounds up; exactly half a percent rounds away from zero, without float error
    // (100 × (1 − 17.9/20) is 10.4999… in floating point, exactly 10.5).
    expect(catalogDiscount(30, 10)).toEqual({ amountOff: 20, percentOff: 67 });
    expect(catalogDiscount(20, 17.9)).toEqual({ amountOff: 2.1, percentOff: 11 });
    expect(catalogDiscount(30, 29.99)).toEqual({ amountOff: 0.01, percentOff: 0 });
    expect(catalogDiscount(10, 12)).toEqual({ amountOff: 0, percentOff: 0 });
    expect(catalogDiscount(0, 0)).toEqual({ amountOff: 0, percentOff: 0 });
  });

  it('totals many 0.10/0.20 lines with a percent rule and tax without drift', () => {
    const lines: TotalsLine[] = Array.from({ length: 30 }, (_, i) => ({
      key: i,
      unitPrice: i % 2 ? 0.2 : 0.1,
      qty: 1,
      isGiftCard: false,
      hideFromGwp: false,
    }));
    const t = computeTotals({
      lines,
      rule: {
        code: 'TEN',
        label: '10%',
        simple_action: 'by_percent',
        discount_amount: 10,
        min_subtotal: 0,
        free_shipping: false,
      },
      country: 'DE',
      currency: 'EUR',
      freeShippingThreshold: 50,
      flatRate: 4.95,
      shippingMethod: 'flatrate/flatrate',
      rewardPointsBalance: null,
      useRewardPoints: false,
      giftCards: [{ code: 'GC', balance: 0.3 }],
    });
    expect(t.subtotal).toBe(4.5);
    expect(t.discount).toBe(0.45);
    expect(sum([...t.lines.values()].map((l) => cents(l.discount)))).toBe(45);
    expect(t.shippingAmount).toBe(4.95);
    expect(t.taxAmount).toBe(amount(vatIn(450 - 45 + 495, 19))); // 1.44
    expect(t.giftCardsAmount).toBe(0.3);
    expect(t.grandTotal).toBe(8.7); // 4.50 − 0.45 + 4.95 − 0.30
  });
});

describe('money through a cart and an order', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(async () => t?.cleanup());

  it('adds 5.10 + 5.20 + 5.30 to exactly 15.60 in the cart, the order and its read-back', async () => {
    const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.body.data!.createGuestCart.cart.id;
    for (const price of [5.1, 5.2, 5.3]) {
      const r = await t.gql<{ addToCartWithPrice: { user_errors: unknown[] } }>(
        `mutation($id: String!, $p: Float!) { addToCartWithPrice(cartId: $id, sku: "AB-TREE-001", quantity: 1, price: $p) { user_errors { message } } }`,
        { id, p: price },
      );
      expect(r.body.data?.addToCartWithPrice.user_errors).toEqual([]);
    }
    const address = {
      firstname: 'Anna',
      lastname: 'Schmidt',
      street: ['Unter den Linden 1'],
      city: 'Berlin',
      postcode: '10117',
      country_code: 'DE',
      telephone: '+49301234567',
    };
    for (const [mutation, variables] of [
      [
        'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "money@example.com" }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
        { id, a: address },
      ],
      [
        'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "instore", method_code: "pickup" }] }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
        { id },
      ],
    ] as const) {
      const r = await t.gql(mutation, variables);
      expect(r.body.errors).toBeUndefined();
    }
    const cart = await t.gql<{
      cart: { prices: { grand_total: { value: number }; subtotal_including_tax: { value: number } } };
    }>(
      'query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } subtotal_including_tax { value } } } }',
      {
        id,
      },
    );
    expect(cart.body.data?.cart.prices.subtotal_including_tax.value).toBe(15.6);
    expect(cart.body.data?.cart.prices.grand_total.value).toBe(15.6);

    const placed = await t.gql<{
      placeOrder: {
        errors: unknown[];
        orderV2: { number: string; total: { grand_total: { value: number }; total_tax: { value: number } } };
      };
    }>(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 { number total { grand_total { value } total_tax { value } } } } }',
      { id },
    );
    expect(placed.body.data?.placeOrder.errors).toEqual([]);
    const order = placed.body.data!.placeOrder.orderV2;
    expect(order.total.grand_total.value).toBe(15.6);
    expect(order.total.total_tax.value).toBe(2.49); // 15.60 × 19 / 119 = 2.4907

    const back = await t.gql<{ guestOrder: { total: { grand_total: { value: number } } } }>(
      'query($n: String!) { guestOrder(input: { number: $n, email: "money@example.com", lastname: "Schmidt" }) { total { grand_total { value } } } }',
      { n: order.number },
    );
    expect(back.body.data?.guestOrder.total.grand_total.value).toBe(15.6);
  });
});

// Products priced 0.10 and 0.20 (stored as numeric(20,4)) through a real cart, a percent coupon, VAT
// and an order read back: every figure exact to the cent. The prices are set in the seeded database
// before the API opens it, so this runs on the embedded database only (like the restart test).
describe.skipIf(Boolean(process.env.DATABASE_URL))('0.10 + 0.20 through a cart and an order', () => {
  const TEN_CENTS = 'AB-CL-001';
  const TWENTY_CENTS = 'AB-CL-002';
  let dir = '';
  let t: TestApi;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'commerce-api-money-'));
    const db = await openDb({ dataDir: dir, loadDataDir: new Blob([readFileSync(inject('seedDump'))]) });
    try {
      for (const [sku, price] of [
        [TEN_CENTS, '0.10'],
        [TWENTY_CENTS, '0.20'],
      ] as const) {
        const changed = await db.query(
          `UPDATE product_price SET regular_price = $2::numeric, final_price = $2::numeric
            WHERE currency = 'EUR' AND product_id = (SELECT entity_id FROM product WHERE sku = $1) RETURNING product_id`,
          [sku, price],
        );
        expect(changed).toHaveLength(1);
      }
    } finally {
      await db.close();
    }
    t = await startApi(dir);
  });
  afterAll(async () => {
    await t?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const ITEMS = `items { uid product { sku } quantity prices {
    row_total_including_tax { value } total_item_discount { value } } }`;
  const PRICES = `prices { subtotal_including_tax { value } subtotal_excluding_tax { value }
    discounts { amount { value } } applied_taxes { amount { value } } grand_total { value } }`;
  interface CartItem {
    uid: string;
    product: { sku: string };
    quantity: number;
    prices: { row_total_including_tax: { value: number }; total_item_discount: { value: number } };
  }
  interface CartPrices {
    subtotal_including_tax: { value: number };
    subtotal_excluding_tax: { value: number };
    discounts: { amount: { value: number } }[];
    applied_taxes: { amount: { value: number } }[];
    grand_total: { value: number };
  }
  const bySku = (items: CartItem[]) => Object.fromEntries(items.map((i) => [i.product.sku, i]));

  it('adds 0.10 and 0.20 to exactly 0.30, then quantities, a 10 % coupon, shipping and VAT to the cent', async () => {
    const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.body.data!.createGuestCart.cart.id;

    const added = await t.gql<{
      addProductsToCart: { user_errors: unknown[]; cart: { items: CartItem[]; prices: CartPrices } };
    }>(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
        user_errors { message } cart { ${ITEMS} ${PRICES} } } }`,
      {
        id,
        items: [
          { sku: TEN_CENTS, quantity: 1 },
          { sku: TWENTY_CENTS, quantity: 1 },
        ],
      },
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data?.addProductsToCart.user_errors).toEqual([]);
    const first = added.body.data!.addProductsToCart.cart;
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(first.prices.subtotal_including_tax.value).toBe(0.3);
    expect(first.prices.grand_total.value).toBe(0.3);

    // 3 × 0.10 + 7 × 0.20 = 0.30 + 1.40 = 1.70
    const lines = bySku(first.items);
    const updated = await t.gql<{ updateCartItems: { errors: unknown[] } }>(
      `mutation($input: UpdateCartItemsInput!) { updateCartItems(input: $input) { errors { message } cart { id } } }`,
      {
        input: {
          cart_id: id,
          cart_items: [
            { cart_item_uid: lines[TEN_CENTS]!.uid, quantity: 3 },
            { cart_item_uid: lines[TWENTY_CENTS]!.uid, quantity: 7 },
          ],
        },
      },
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data?.updateCartItems.errors).toEqual([]);

    const address = {
      firstname: 'Anna',
      lastname: 'Schmidt',
      street: ['Unter den Linden 1'],
      city: 'Berlin',
      postcode: '10117',
      country_code: 'DE',
      telephone: '+49301234567',
    };
    for (const [mutation, variables] of [
      [
        'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10" }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "cents@example.com" }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
        { id, a: address },
      ],
      [
        'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
        { id },
      ],
      [
        'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }',
        { id },
      ],
    ] as const) {
      const r = await t.gql(mutation, variables);
      expect(r.body.errors).toBeUndefined();
    }

    const read = await t.gql<{ cart: { items: CartItem[]; prices: CartPrices } }>(
      `query($id: String!) { cart(cart_id: $id) { ${ITEMS} ${PRICES} } }`,
      { id },
    );
    expect(read.body.errors).toBeUndefined();
    const cart = read.body.data!.cart;
    const items = bySku(cart.items);
    expect(items[TEN_CENTS]).toMatchObject({
      quantity: 3,
      prices: { row_total_including_tax: { value: 0.3 }, total_item_discount: { value: 0.03 } },
    });
    expect(items[TWENTY_CENTS]).toMatchObject({
      quantity: 7,
      prices: { row_total_including_tax: { value: 1.4 }, total_item_discount: { value: 0.14 } },
    });
    expect(cart.prices).toEqual({
      subtotal_including_tax: { value: 1.7 },
      subtotal_excluding_tax: { value: 1.43 }, // 1.70 − 1.70 × 19 / 119 (0.2714 → 0.27)
      discounts: [{ amount: { value: 0.17 } }], // 10 % of 1.70, spread 0.03 + 0.14
      applied_taxes: [{ amount: { value: 1.03 } }], // (1.70 − 0.17 + 4.95) × 19 / 119 = 1.0346
      grand_total: { value: 6.48 }, // 1.70 − 0.17 + 4.95
    });

    interface OrderTotals {
      subtotal: { value: number };
      discounts: { amount: { value: number } }[];
      total_shipping: { value: number };
      total_tax: { value: number };
      grand_total: { value: number };
    }
    const TOTAL = `total { subtotal { value } discounts { amount { value } } total_shipping { value }
      total_tax { value } grand_total { value } }`;
    const placed = await t.gql<{
      placeOrder: { errors: unknown[]; orderV2: { number: string; total: OrderTotals } };
    }>(
      `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 { number ${TOTAL} } } }`,
      { id },
    );
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.placeOrder.errors).toEqual([]);
    const expected: OrderTotals = {
      subtotal: { value: 1.7 },
      discounts: [{ amount: { value: 0.17 } }],
      total_shipping: { value: 4.95 },
      total_tax: { value: 1.03 },
      grand_total: { value: 6.48 },
    };
    const order = placed.body.data!.placeOrder.orderV2;
    expect(order.total).toEqual(expected);

    // Read back from the stored order (numeric(20,4) columns), not from the cart it came from.
    const back = await t.gql<{
      guestOrder: {
        subtotal_excl_tax: { value: number };
        total: OrderTotals;
        items: { product_sku: string; quantity_ordered: number; product_sale_price: { value: number } }[];
      };
    }>(
      `query($n: String!) { guestOrder(input: { number: $n, email: "cents@example.com", lastname: "Schmidt" }) {
        subtotal_excl_tax { value } ${TOTAL} items { product_sku quantity_ordered product_sale_price { value } } } }`,
      { n: order.number },
    );
    expect(back.body.errors).toBeUndefined();
    const stored = back.body.data!.guestOrder;
    expect(stored.total).toEqual(expected);
    expect(stored.subtotal_excl_tax.value).toBe(1.43);
    expect([...stored.items].sort((a, b) => a.product_sku.localeCompare(b.product_sku))).toEqual([
      { product_sku: TEN_CENTS, quantity_ordered: 3, product_sale_price: { value: 0.1 } },
      { product_sku: TWENTY_CENTS, quantity_ordered: 7, product_sale_price: { value: 0.2 } },
    ]);
  });
});

describe('money columns', () => {
  // On the embedded database's seeded image; the PostgreSQL run migrates the same files.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'are numeric(20,4) for amounts and numeric(12,4) for quantities, from migration 007',
    async () => {
      const db = await openDb({
        dataDir: 'memory://',
        loadDataDir: new Blob([readFileSync(inject('seedDump'))]),
      });
      try {
        const rows = await db.query<{
          table_name: string;
          column_name: string;
          data_type: string;
          p: number;
          s: number;
        }>(
          `SELECT table_name, column_name, data_type, numeric_precision AS p, numeric_scale AS s
           FROM information_schema.columns
          WHERE table_schema = current_schema() AND data_type IN ('double precision', 'real', 'numeric')
          ORDER BY table_name, column_name`,
        );
        expect(rows.filter((r) => r.data_type !== 'numeric')).toEqual([]);
        const col = (table: string, column: string) =>
          rows.find((r) => r.table_name === table && r.column_name === column);
        expect(col('sales_order', 'grand_total')).toMatchObject({ p: 20, s: 4 });
        expect(col('quote_item', 'qty')).toMatchObject({ p: 12, s: 4 });
        // Read back as numbers (the driver's numeric parser), not strings.
        const [price] = await db.query<{ final_price: unknown }>(
          'SELECT final_price FROM product_price LIMIT 1',
        );
        expect(typeof price?.final_price).toBe('number');
      } finally {
        await db.close();
      }
    },
  );
});
