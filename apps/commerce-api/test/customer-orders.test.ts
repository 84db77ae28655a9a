import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

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

type Headers = Record<string, string>;

async function ok<T>(query: string, variables: Record<string, unknown>, headers?: Headers): Promise<T> {
  const r = await t.gql<T>(query, variables, 'en', headers);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

/** Places an order from the signed-in customer's cart (or a guest cart) and returns its number. */
async function placeOrder(items: { sku: string; quantity: number }[], headers?: Headers, email?: string) {
  const cartId = headers
    ? (await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers)).customerCart.id
    : (
        await ok<{ createGuestCart: { cart: { id: string } } }>(
          'mutation { createGuestCart { cart { id } } }',
          {},
        )
      ).createGuestCart.cart.id;
  await ok(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }`,
    { id: cartId, items },
    headers,
  );
  if (email)
    await ok(
      `mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { id } } }`,
      { id: cartId, e: email },
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
  await ok(
    `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    { id: cartId },
    headers,
  );
  const placed = await ok<{ placeOrder: { errors: unknown[]; orderV2: { number: string } } }>(
    `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`,
    { id: cartId },
    headers,
  );
  expect(placed.placeOrder.errors).toEqual([]);
  return placed.placeOrder.orderV2.number;
}

const ORDERS = `query($filter: CustomerOrdersFilterInput, $page: Int, $size: Int, $sort: CustomerOrderSortInput) {
  customer { orders(filter: $filter, currentPage: $page, pageSize: $size, sort: $sort) {
    total_count page_info { current_page page_size total_pages }
    items { number order_date status carrier shipping_method reward_points_earned
      subtotal_excl_tax { value } payment_methods { name type }
      shipping_address { firstname lastname street city postcode country_code }
      billing_address { lastname }
      total { subtotal { value } total_tax { value } total_shipping { value } grand_total { value currency } discounts { amount { value } } }
      items { product_sku product_name quantity_ordered product_sale_price { value }
        prices { row_total_including_tax { value } row_total { value } }
        product { sku ... on SimpleProduct { volume } } } } } } }`;

type OrderList = {
  customer: {
    orders: {
      total_count: number;
      page_info: { current_page: number; page_size: number; total_pages: number };
      items: {
        number: string;
        status: string;
        carrier: string;
        shipping_method: string;
        reward_points_earned: number;
        subtotal_excl_tax: { value: number };
        payment_methods: { name: string; type: string }[];
        shipping_address: { firstname: string; lastname: string };
        total: { grand_total: { value: number; currency: string }; total_tax: { value: number } };
        items: {
          product_sku: string;
          quantity_ordered: number;
          product_sale_price: { value: number };
          prices: { row_total_including_tax: { value: number } };
          product: { sku: string; volume?: string | null } | null;
        }[];
      }[];
    };
  };
};

describe('customer { orders } and reorderItems', () => {
  let token = '';
  let first = '';
  let second = '';

  beforeAll(async () => {
    // A guest order with the customer's e-mail, placed before the account exists, is not theirs.
    await placeOrder([{ sku: 'AB-CL-001', quantity: 1 }], undefined, 'history@example.com');
    token = await signUp(t, 'history@example.com');
    first = await placeOrder(
      [
        { sku: 'AB-CL-001', quantity: 2 },
        { sku: 'AB-SE-004', quantity: 1 },
      ],
      bearer(token),
    );
    // The second order takes the last units of AB-SE-004.
    second = await placeOrder([{ sku: 'AB-SE-004', quantity: 2 }], bearer(token));
  });

  it('lists only the account’s own orders, newest first, with every field of the order', async () => {
    const data = await ok<OrderList>(ORDERS, {}, bearer(token));
    const { orders } = data.customer;
    expect(orders.total_count).toBe(2);
    expect(orders.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(orders.items.map((o) => o.number)).toEqual([second, first]);
    const order = orders.items[1]!;
    expect(order).toMatchObject({
      status: 'pending',
      carrier: 'Flat Rate',
      shipping_method: 'Flat Rate - Standard delivery',
      payment_methods: [{ type: 'checkmo' }],
      shipping_address: { firstname: 'Anna', lastname: 'Berzina' },
    });
    expect(order.reward_points_earned).toBeGreaterThan(0);
    expect(order.subtotal_excl_tax.value).toBeGreaterThan(0);
    expect(order.total.grand_total.currency).toBe('EUR');
    const line = order.items.find((i) => i.product_sku === 'AB-CL-001')!;
    expect(line.quantity_ordered).toBe(2);
    expect(line.prices.row_total_including_tax.value).toBeCloseTo(line.product_sale_price.value * 2, 2);
    expect(line.product?.sku).toBe('AB-CL-001');
    expect(line.product?.volume).toBeTruthy();
  });

  it('pages, sorts and filters by order number', async () => {
    const page2 = await ok<OrderList>(ORDERS, { page: 2, size: 1 }, bearer(token));
    expect(page2.customer.orders.items.map((o) => o.number)).toEqual([first]);
    expect(page2.customer.orders.page_info.total_pages).toBe(2);
    const oldest = await ok<OrderList>(
      ORDERS,
      { sort: { sort_field: 'CREATED_AT', sort_direction: 'ASC' } },
      bearer(token),
    );
    expect(oldest.customer.orders.items.map((o) => o.number)).toEqual([first, second]);
    const found = await ok<OrderList>(ORDERS, { filter: { number: { eq: first } } }, bearer(token));
    expect(found.customer.orders.items.map((o) => o.number)).toEqual([first]);
    const none = await ok<OrderList>(ORDERS, { filter: { number: { eq: '999999999' } } }, bearer(token));
    expect(none.customer.orders).toMatchObject({ total_count: 0, items: [] });
    const fuzzy = await ok<OrderList>(ORDERS, { filter: { number: { match: '%' } } }, bearer(token));
    expect(fuzzy.customer.orders.total_count).toBe(0);
    const bad = await t.gql(ORDERS, { page: 0 }, 'en', bearer(token));
    expect(bad.body.errors![0]).toMatchObject({
      message: 'currentPage value must be greater than 0.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('lists the orders of this store view by default, of every store view with scope GLOBAL', async () => {
    const de = await t.gql<OrderList>(ORDERS, {}, 'de', bearer(token));
    expect(de.body.data!.customer.orders.total_count).toBe(0);
    const all = await t.gql<OrderList>(
      `query { customer { orders(scope: GLOBAL) { total_count items { number } } } }`,
      {},
      'de',
      bearer(token),
    );
    expect(all.body.data!.customer.orders.items.map((o) => o.number)).toEqual([second, first]);
    const website = await t.gql<OrderList>(
      `query { customer { orders(scope: WEBSITE) { total_count } } }`,
      {},
      'en',
      bearer(token),
    );
    expect(website.body.data!.customer.orders.total_count).toBe(2);
  });

  it('does not show orders to guests or to other customers', async () => {
    const guest = await t.gql(ORDERS, {});
    expect(guest.body.errors![0]!.extensions).toMatchObject({ category: 'graphql-authorization' });
    const other = await signUp(t, 'other.history@example.com');
    const theirs = await ok<OrderList>(ORDERS, {}, bearer(other));
    expect(theirs.customer.orders.total_count).toBe(0);
    const foreign = await t.gql(
      `mutation($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }`,
      { n: first },
      'en',
      bearer(other),
    );
    expect(foreign.body.errors![0]).toMatchObject({
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('reorders into the customer’s cart and names the lines it could not add', async () => {
    const r = await ok<{
      reorderItems: {
        cart: { id: string; items: { quantity: number; product: { sku: string } }[] };
        userInputErrors: { code: string; message: string; path: string[] }[];
      };
    }>(
      `mutation($n: String!) { reorderItems(orderNumber: $n) {
        cart { id items { quantity product { sku } } } userInputErrors { code message path } } }`,
      { n: first },
      bearer(token),
    );
    expect(r.reorderItems.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['AB-CL-001', 2]]);
    expect(r.reorderItems.userInputErrors).toEqual([
      { code: 'NOT_SALABLE', message: expect.any(String), path: ['AB-SE-004'] },
    ]);
    const cart = await ok<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, bearer(token));
    expect(cart.customerCart.id).toBe(r.reorderItems.cart.id);
  });
});
