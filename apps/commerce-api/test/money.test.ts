import { readFileSync } from 'node:fs';
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
