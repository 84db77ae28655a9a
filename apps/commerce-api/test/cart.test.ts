import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

let t: TestApi;
/** Headers every helper sends unless given others: set to a customer's bearer token to act signed in. */
let signedIn: Record<string, string> | undefined;
beforeAll(async () => {
  t = await startApi();
  const gql = t.gql.bind(t);
  t.gql = (query, variables, store, headers) => gql(query, variables, store, headers ?? signedIn);
});
afterAll(async () => t?.cleanup());

type Money = { value: number; currency: string };

const CART = `id total_quantity email
  applied_coupons { code } applied_gift_cards { code applied_balance { value } current_balance { value } }
  applied_reward_points { points money { value } } potential_reward_points { points money { value } }
  items { uid quantity isFreeGift hideFromGwp gwpCartLabel customDiscountLabel product { sku name }
    prices { price_including_tax { value } row_total_including_tax { value } total_item_discount { value } }
    ... on ConfigurableCartItem { configurable_options { option_label value_label } configured_variant { sku } }
    ... on GiftCardCartItem { amount { value } sender_name recipient_name } }
  shipping_addresses { company vat_id registration_id country { code }
    available_shipping_methods { carrier_code method_code available amount { value } estimated_delivery_time }
    selected_shipping_method { carrier_code amount { value } estimated_delivery_time } }
  billing_address { company vat_id registration_id }
  available_payment_methods { code title }
  selected_payment_method { code }
  gift_progress { current { value } stages { code reached remaining { value } gift_sku } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value }
    applied_taxes { label amount { value } } discounts { label amount { value } }
    free_shipping_qualifier { amount { value } threshold { value } country_code } }`;

interface CartData {
  id: string;
  total_quantity: number;
  items: {
    uid: string;
    quantity: number;
    isFreeGift: boolean;
    hideFromGwp: boolean;
    gwpCartLabel: string | null;
    product: { sku: string };
    prices: { row_total_including_tax: { value: number }; total_item_discount: { value: number } };
    configurable_options?: { option_label: string; value_label: string }[];
    configured_variant?: { sku: string };
    amount?: { value: number };
  }[];
  applied_gift_cards: { code: string; applied_balance: { value: number } }[];
  applied_reward_points: { points: number; money: { value: number } } | null;
  potential_reward_points: { points: number; money: { value: number } };
  shipping_addresses: {
    company: string;
    vat_id: string;
    registration_id: string;
    available_shipping_methods: {
      carrier_code: string;
      available: boolean;
      estimated_delivery_time: string;
    }[];
    selected_shipping_method: { carrier_code: string; amount: { value: number } } | null;
  }[];
  gift_progress: {
    current: { value: number };
    stages: { code: string; reached: boolean; remaining: { value: number } }[];
  };
  prices: {
    grand_total: Money;
    subtotal_including_tax: { value: number };
    applied_taxes: { label: string; amount: { value: number } }[];
    discounts: { label: string; amount: { value: number } }[];
    free_shipping_qualifier: {
      amount: { value: number };
      threshold: { value: number };
      country_code: string;
    };
  };
}

async function newCart(store = 'en', headers?: Record<string, string>): Promise<string> {
  if ((headers ?? signedIn)?.authorization) {
    // A signed-in shopper's cart is the customer cart (createGuestCart is for guests only).
    const c = await t.gql<{ customerCart: { id: string } }>(
      '{ customerCart { id } }',
      undefined,
      store,
      headers,
    );
    expect(c.body.errors).toBeUndefined();
    return c.body.data!.customerCart.id;
  }
  const r = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
    undefined,
    store,
    headers,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.createGuestCart.cart.id;
}

async function add(cartId: string, items: Record<string, unknown>[], headers?: Record<string, string>) {
  const r = await t.gql<{
    addProductsToCart: { cart: CartData; user_errors: { code: string; message: string }[] };
  }>(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } cart { ${CART} } } }`,
    { id: cartId, items },
    'en',
    headers,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.addProductsToCart;
}

async function getCart(cartId: string, headers?: Record<string, string>) {
  return t.gql<{ cart: CartData }>(
    `query($id: String!) { cart(cart_id: $id) { ${CART} } }`,
    { id: cartId },
    'en',
    headers,
  );
}

async function mutate(name: string, input: string, cartId: string, extra: Record<string, unknown> = {}) {
  return t.gql<Record<string, { cart: CartData }>>(
    `mutation($id: String!) { ${name}(${input}) { cart { ${CART} } } }`,
    { id: cartId, ...extra },
  );
}

async function price(sku: string): Promise<number> {
  const r = await t.gql<{
    products: { items: { price_range: { minimum_price: { final_price: { value: number } } } }[] };
  }>(
    `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { price_range { minimum_price { final_price { value } } } } } }`,
    { sku },
  );
  return r.body.data!.products.items[0]!.price_range.minimum_price.final_price.value;
}

async function qtyOf(sku: string): Promise<number> {
  const r = await t.gql<{ availableProductQty: number }>(
    'query($sku: String!) { availableProductQty(sku: $sku) }',
    { sku },
  );
  return r.body.data!.availableProductQty;
}

const ADDRESS = {
  firstname: 'Anna',
  lastname: 'Berzina',
  company: 'Berzina SIA',
  street: ['Brivibas iela 1'],
  city: 'Riga',
  postcode: 'LV-1010',
  country_code: 'LV',
  telephone: '+37120000000',
  vat_id: 'LV40003000000',
  registration_id: '40003000000',
};

async function checkoutReady(
  cartId: string,
  method = 'flatrate',
  payment = 'checkmo',
  email = 'shopper@example.com',
) {
  // A customer cart already carries the account's e-mail (setGuestEmailOnCart is for guests).
  if (!signedIn) {
    const em = await t.gql(
      `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`,
      { id: cartId, email },
    );
    expect(em.body.errors).toBeUndefined();
  }
  const ship = await t.gql(
    `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }`,
    { id: cartId, a: ADDRESS },
  );
  expect(ship.body.errors).toBeUndefined();
  const bill = await t.gql(
    `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
    { id: cartId },
  );
  expect(bill.body.errors).toBeUndefined();
  const carrier = method === 'pickup' ? 'instore' : method;
  const sm = await t.gql(
    `mutation($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }`,
    { id: cartId, c: carrier, m: method },
  );
  expect(sm.body.errors).toBeUndefined();
  const pm = await t.gql(
    `mutation($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { id } } }`,
    { id: cartId, code: payment },
  );
  expect(pm.body.errors).toBeUndefined();
}

const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } payment_redirect_url
  orderV2 { number status email reward_points_earned total { grand_total { value } total_tax { value } total_shipping { value } subtotal { value } discounts { amount { value } } }
    items { product_sku quantity_ordered } shipping_address { company vat_id registration_id country_code } payment_methods { type } applied_gift_cards { code applied_balance { value } } } } }`;
type Placed = {
  placeOrder: {
    errors: { code: string; message: string }[];
    payment_redirect_url: string | null;
    orderV2: {
      number: string;
      status: string;
      reward_points_earned: number;
      total: {
        grand_total: { value: number };
        total_tax: { value: number };
        total_shipping: { value: number };
      };
      items: { product_sku: string; quantity_ordered: number }[];
      shipping_address: { company: string; vat_id: string; registration_id: string; country_code: string };
    } | null;
  };
};
const place = (cartId: string, headers?: Record<string, string>) =>
  t.gql<Placed>(PLACE, { id: cartId }, 'en', headers);

describe('cart ids and access errors', () => {
  it('creates 32-character guest carts (createGuestCart and the deprecated createEmptyCart)', async () => {
    const id = await newCart();
    expect(id).toHaveLength(32);
    const empty = await t.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    expect(empty.body.data!.createEmptyCart).toHaveLength(32);
    const own = 'a'.repeat(32);
    const chosen = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
      `mutation { createGuestCart(input: { cart_uid: "${own}" }) { cart { id } } }`,
    );
    expect(chosen.body.data!.createGuestCart.cart.id).toBe(own);
    const short = await t.gql('mutation { createEmptyCart(input: { cart_id: "abc" }) }');
    expect(short.body.errors![0]).toMatchObject({
      message: 'Cart ID length should be 32 symbols',
      extensions: { category: 'graphql-input' },
    });
  });

  it('answers unknown, foreign and inactive carts with Magento texts and categories', async () => {
    const missing = await getCart('x'.repeat(32));
    expect(missing.body.errors![0]).toMatchObject({
      message: `Could not find a cart with ID "${'x'.repeat(32)}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    const token = await signUp(t, 'cart.owner@example.com');
    const customerCart = await newCart('en', bearer(token));
    const foreign = await getCart(customerCart);
    expect(foreign.body.errors![0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customerCart}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const other = await signUp(t, 'someone.else@example.com');
    expect((await getCart(customerCart, bearer(other))).body.errors![0]).toMatchObject({
      extensions: { category: 'graphql-authorization' },
    });
    expect((await getCart(customerCart, bearer(token))).body.errors).toBeUndefined();

    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    await checkoutReady(id);
    expect((await place(id)).body.data!.placeOrder.errors).toEqual([]);
    const inactive = await getCart(id);
    expect(inactive.body.errors![0]).toMatchObject({
      message: "The cart isn't active.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('refuses a cart from another store view (its prices are in that store currency)', async () => {
    const id = await newCart('au');
    const r = await t.gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id }, 'en');
    expect(r.body.errors![0]).toMatchObject({
      message: `Wrong store code specified for cart "${id}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect(
      (await t.gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id }, 'au')).body.errors,
    ).toBeUndefined();
  });

  it('keeps a guest cart in the database (served by a fresh context)', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 2 }]);
    const again = await getCart(id);
    expect(again.body.data!.cart.total_quantity).toBe(2);
  });
});

describe('adding products', () => {
  it('adds simple, configurable (parent_sku and selected options) and merges quantities', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    const r = await add(id, [{ sku: 'AB-CL-001', quantity: 2 }]);
    expect(r.cart.items.find((i) => i.product.sku === 'AB-CL-001')!.quantity).toBe(3);

    const pdp = await t.gql<{
      products: {
        items: {
          sku: string;
          configurable_options: { values: { uid: string }[] }[];
          variants: { product: { sku: string; stock_status: string }; attributes: { uid: string }[] }[];
        }[];
      };
    }>(
      '{ products(filter: { url_key: { eq: "skin-veil-foundation" } }) { items { sku ... on ConfigurableProduct { configurable_options { values { uid } } variants { product { sku stock_status } attributes { uid } } } } } }',
    );
    const parent = pdp.body.data!.products.items[0]!;
    const variant = parent.variants.find((v) => v.product.stock_status === 'IN_STOCK')!;
    const byParent = await add(id, [{ sku: variant.product.sku, parent_sku: parent.sku, quantity: 1 }]);
    const line = byParent.cart.items.find((i) => i.configured_variant?.sku === variant.product.sku)!;
    expect(line.product.sku).toBe(parent.sku);
    expect(line.configurable_options![0]!.value_label).toBeTruthy();
    const bySelection = await add(id, [
      { sku: parent.sku, quantity: 1, selected_options: variant.attributes.map((a) => a.uid) },
    ]);
    expect(bySelection.user_errors).toEqual([]);
    expect(
      bySelection.cart.items.find((i) => i.configured_variant?.sku === variant.product.sku)!.quantity,
    ).toBe(2);
    const noOptions = await add(id, [{ sku: parent.sku, quantity: 1 }]);
    expect(noOptions.user_errors[0]).toMatchObject({ code: 'REQUIRED_PARAMETER_MISSING' });
  });

  it('reports unknown products, out-of-stock products and too-large quantities as user_errors', async () => {
    const id = await newCart();
    const r = await add(id, [
      { sku: 'NOPE-1', quantity: 1 },
      { sku: 'AB-SAMPLE-005', quantity: 1 },
      { sku: 'AB-CL-001', quantity: 100000 },
    ]);
    expect(r.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1"' },
      { code: 'NOT_SALABLE', message: 'There are no source items with the in stock status' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    const simple = await t.gql(
      `mutation($id: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "AB-CL-001", quantity: 100000 } }] }) { cart { id } } }`,
      { id },
    );
    expect(simple.body.errors![0]).toMatchObject({
      message: 'The requested qty is not available',
      extensions: { category: 'graphql-input' },
    });
  });

  it('adds gift cards with amount and sender/recipient (quantity 1, message not taken)', async () => {
    const gc = await t.gql<{
      products: {
        items: {
          sku: string;
          giftcard_amounts: { uid: string; value: number }[];
          gift_card_options: { uid: string; title: string }[];
        }[];
      };
    }>(
      '{ products(filter: { sku: { eq: "AB-GC-001" } }) { items { sku ... on GiftCardProduct { giftcard_amounts { uid value } gift_card_options { uid title } } } } }',
    );
    const card = gc.body.data!.products.items[0];
    expect(card).toBeDefined();
    const opt = (title: string) => card!.gift_card_options.find((o) => o.title === title)!.uid;
    const id = await newCart();
    const missing = await add(id, [
      { sku: card!.sku, quantity: 1, selected_options: [card!.giftcard_amounts[0]!.uid] },
    ]);
    expect(missing.user_errors[0]).toMatchObject({
      code: 'REQUIRED_PARAMETER_MISSING',
      message: 'Please specify a sender name.',
    });
    const entered = [
      { uid: opt('Sender Name'), value: 'Ann' },
      { uid: opt('Recipient Name'), value: 'Ben' },
      ...(card!.gift_card_options.some((o) => o.title === 'Sender Email')
        ? [
            { uid: opt('Sender Email'), value: 'ann@example.com' },
            { uid: opt('Recipient Email'), value: 'ben@example.com' },
          ]
        : []),
    ];
    const r = await add(id, [
      {
        sku: card!.sku,
        quantity: 3,
        selected_options: [card!.giftcard_amounts[0]!.uid],
        entered_options: entered,
      },
    ]);
    expect(r.user_errors).toEqual([]);
    const line = r.cart.items.find((i) => i.product.sku === card!.sku)!;
    expect(line.quantity).toBe(1);
    expect(line.amount!.value).toBe(card!.giftcard_amounts[0]!.value);
    expect(line.hideFromGwp).toBe(true);
  });

  it('takes a custom price at or above the shown minimum (addToCartWithPrice)', async () => {
    const id = await newCart();
    const low = await t.gql<{ addToCartWithPrice: { user_errors: { code: string; message: string }[] } }>(
      `mutation($id: String!) { addToCartWithPrice(cartId: $id, sku: "AB-TREE-001", quantity: 1, price: 2) { user_errors { code message } } }`,
      { id },
    );
    expect(low.body.data!.addToCartWithPrice.user_errors[0]).toEqual({
      code: 'INVALID_PARAMETER_VALUE',
      message: 'The price must be at least 5.00 EUR.',
    });
    const ok = await t.gql<{ addToCartWithPrice: { cart: CartData } }>(
      `mutation($id: String!) { addToCartWithPrice(cartId: $id, sku: "AB-TREE-001", quantity: 1, price: 12.5) { cart { ${CART} } } }`,
      { id },
    );
    expect(ok.body.data!.addToCartWithPrice.cart.prices.subtotal_including_tax.value).toBe(12.5);
  });

  it('keeps samples at quantity 1 and caps them at the sample limit', async () => {
    const id = await newCart();
    const r = await add(id, [
      { sku: 'AB-SAMPLE-001', quantity: 5 },
      { sku: 'AB-SAMPLE-001', quantity: 1 },
      { sku: 'AB-SAMPLE-002', quantity: 1 },
      { sku: 'AB-SAMPLE-003', quantity: 1 },
    ]);
    expect(r.user_errors).toEqual([]);
    expect(r.cart.items.map((i) => i.quantity)).toEqual([1, 1, 1]);
    const extra = await t.gql<{ cart: { sample_limit: number; available_samples: { sku: string }[] } }>(
      `query($id: String!) { cart(cart_id: $id) { sample_limit available_samples { sku } } }`,
      { id },
    );
    expect(extra.body.data!.cart.sample_limit).toBe(3);
    expect(extra.body.data!.cart.available_samples.map((s) => s.sku)).toContain('AB-SAMPLE-001');
    const over = await add(id, [{ sku: 'AB-SAMPLE-004', quantity: 1 }]);
    expect(over.user_errors).toEqual([
      { code: 'INVALID_PARAMETER_VALUE', message: 'You can add up to 3 free samples.' },
    ]);
    expect(over.cart.items.every((i) => i.hideFromGwp)).toBe(true);
  });

  it('updates and removes items; unknown item ids are reported', async () => {
    const id = await newCart();
    const r = await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    const uid = r.cart.items[0]!.uid;
    const up = await t.gql<{ updateCartItems: { cart: CartData; errors: { code: string }[] } }>(
      `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 4 }, { cart_item_uid: "OTk5OTk5", quantity: 1 }] }) { errors { code message } cart { ${CART} } } }`,
      { id, uid },
    );
    expect(up.body.data!.updateCartItems.cart.items[0]!.quantity).toBe(4);
    expect(up.body.data!.updateCartItems.errors[0]!.code).toBe('COULD_NOT_FIND_CART_ITEM');
    const rm = await t.gql<{ removeItemFromCart: { cart: CartData } }>(
      `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity } } }`,
      { id, uid },
    );
    expect(rm.body.data!.removeItemFromCart.cart.total_quantity).toBe(0);
    const again = await t.gql(
      `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity } } }`,
      { id, uid },
    );
    expect(again.body.errors![0]).toMatchObject({
      message: "The cart doesn't contain the item",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

describe('totals', () => {
  it('computes VAT per country, coupons (percent, fixed, minimum, free shipping) and shipping', async () => {
    const p = await price('AB-CL-001');
    const id = await newCart();
    const r = await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    expect(r.cart.prices.subtotal_including_tax.value).toBe(p);
    expect(r.cart.prices.free_shipping_qualifier).toMatchObject({
      threshold: { value: 50 },
      country_code: 'LV',
    });

    const bad = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "NOPE" }', id);
    expect(bad.body.errors![0]).toMatchObject({
      message: "The coupon code isn't valid. Verify the code and try again.",
      extensions: { category: 'graphql-no-such-entity' },
    });
    const ended = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "EXPIRED15" }', id);
    expect(ended.body.errors![0]!.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );

    const ok = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "WELCOME10" }', id);
    const c = ok.body.data!.applyCouponToCart!.cart;
    const discount = Math.round(p * 10) / 100;
    expect(c.prices.discounts[0]!.amount.value).toBeCloseTo(discount, 2);
    expect(c.items[0]!.prices.total_item_discount.value).toBeCloseTo(discount, 2);
    const twice = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "SAVE5" }', id);
    expect(twice.body.errors![0]!.message).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );

    await checkoutReady(id);
    const withShip = (await getCart(id)).body.data!.cart;
    const gross = Math.round((p - discount + 4.95) * 100) / 100;
    expect(withShip.prices.grand_total.value).toBeCloseTo(gross, 2);
    expect(withShip.prices.applied_taxes[0]!.label).toBe('VAT 21% (LV)');
    expect(withShip.prices.applied_taxes[0]!.amount.value).toBeCloseTo(gross - gross / 1.21, 2);
    expect(withShip.shipping_addresses[0]!.registration_id).toBe('40003000000');
    expect(
      withShip.shipping_addresses[0]!.available_shipping_methods.map((m) => [m.carrier_code, m.available]),
    ).toEqual([
      ['flatrate', true],
      ['freeshipping', false],
      ['instore', true],
    ]);
    expect(withShip.shipping_addresses[0]!.selected_shipping_method!.amount.value).toBe(4.95);

    // German address: 19 % VAT on the same gross prices.
    const de = await t.gql<{ setShippingAddressesOnCart: { cart: CartData } }>(
      `mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { ${CART} } } }`,
      { id, a: { ...ADDRESS, country_code: 'DE', city: 'Berlin' } },
    );
    expect(de.body.data!.setShippingAddressesOnCart.cart.prices.applied_taxes[0]!.label).toBe('VAT 19% (DE)');

    await mutate('removeCouponFromCart', 'input: { cart_id: $id }', id);
    const fixedLow = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "BIG20" }', id);
    expect(fixedLow.body.errors![0]!.message).toBe(
      "The coupon code isn't valid. Verify the code and try again.",
    );
    const free = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "FREESHIP" }', id);
    const fs = free.body.data!.applyCouponToCart!.cart;
    expect(
      fs.shipping_addresses[0]!.available_shipping_methods.find((m) => m.carrier_code === 'freeshipping')!
        .available,
    ).toBe(true);
    expect(fs.prices.free_shipping_qualifier.amount.value).toBe(0);
  });

  it('adds the free gift of the highest stage reached, only one, and removes it below the stages', async () => {
    const p = await price('AB-CL-001');
    const id = await newCart();
    const first = await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    expect(first.cart.items.some((i) => i.isFreeGift)).toBe(false);
    const n = Math.ceil(125 / p);
    const r = await add(id, [{ sku: 'AB-CL-001', quantity: n - 1 }]);
    const gifts = r.cart.items.filter((i) => i.isFreeGift);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.product.sku).toBe('AB-GWP-L');
    expect(gifts[0]!.gwpCartLabel).toBe('Free cosmetic pouch');
    expect(gifts[0]!.prices.row_total_including_tax.value).toBe(0);
    expect(r.cart.gift_progress.stages.map((s) => [s.code, s.reached])).toEqual([
      ['FREE_SHIPPING', true],
      ['SMALL_GIFT', true],
      ['LARGE_GIFT', true],
      ['EXTRA_GIFT', false],
    ]);
    const uid = r.cart.items.find((i) => !i.isFreeGift)!.uid;
    const down = await t.gql<{ updateCartItems: { cart: CartData } }>(
      `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 1 }] }) { cart { ${CART} } } }`,
      { id, uid },
    );
    const after = down.body.data!.updateCartItems.cart;
    expect(after.items.filter((i) => i.isFreeGift).map((i) => i.product.sku)).toEqual(
      p >= 75 ? ['AB-GWP-S'] : [],
    );
  });

  it('applies gift cards (Adobe names) and reward points, and reports potential points (3 %)', async () => {
    const acc = await t.gql<{ giftCardAccount: { code: string; balance: Money } }>(
      '{ giftCardAccount(input: { gift_card_code: "KDFD-XAUR-GW2E-G2X5-G8FG" }) { code balance { value currency } } }',
    );
    expect(acc.body.data!.giftCardAccount.balance).toEqual({ value: 20, currency: 'EUR' });
    const none = await t.gql('{ giftCardAccount(input: { gift_card_code: "NOPE" }) { code } }');
    expect(none.body.errors![0]).toMatchObject({
      message: 'Gift card not found',
      extensions: { category: 'graphql-no-such-entity' },
    });

    const p = await price('AB-CL-001');
    // Points belong to the account: the owner of loyal@example.com's points signs in and uses them.
    signedIn = bearer(await signUp(t, 'loyal@example.com'));
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 2 }]);
    await checkoutReady(id, 'pickup', 'checkmo', 'loyal@example.com');
    const expired = await mutate(
      'applyGiftCardToCart',
      'input: { cart_id: $id, gift_card_code: "KLKL-D6R3-XJJF-34NF-DUGF" }',
      id,
    );
    expect(expired.body.errors![0]).toMatchObject({
      message: "The gift card code couldn't be added. Verify your information and try again.",
      extensions: { category: 'graphql-input' },
    });
    const g = await mutate(
      'applyGiftCardToCart',
      'input: { cart_id: $id, gift_card_code: "KDFD-XAUR-GW2E-G2X5-G8FG" }',
      id,
    );
    const cart = g.body.data!.applyGiftCardToCart!.cart;
    const subtotal = Math.round(p * 2 * 100) / 100;
    expect(cart.applied_gift_cards[0]).toMatchObject({
      code: 'KDFD-XAUR-GW2E-G2X5-G8FG',
      applied_balance: { value: Math.min(20, subtotal) },
    });
    expect(cart.prices.grand_total.value).toBeCloseTo(Math.max(0, subtotal - 20), 2);
    expect(cart.potential_reward_points.points).toBe(Math.floor(subtotal * 3));

    const rp = await t.gql<{ applyRewardPointsToCart: { cart: CartData } }>(
      `mutation($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { ${CART} } } }`,
      { id },
    );
    const withPoints = rp.body.data!.applyRewardPointsToCart.cart;
    expect(withPoints.applied_reward_points).toEqual({ points: 1500, money: { value: 15 } });
    expect(withPoints.prices.grand_total.value).toBeCloseTo(Math.max(0, subtotal - 15 - 20), 2);

    const off = await t.gql<{ removeRewardPointsFromCart: { cart: CartData } }>(
      `mutation($id: ID!) { removeRewardPointsFromCart(cartId: $id) { cart { ${CART} } } }`,
      { id },
    );
    expect(off.body.data!.removeRewardPointsFromCart.cart.applied_reward_points).toBeNull();
    const noCard = await mutate(
      'removeGiftCardFromCart',
      'input: { cart_id: $id, gift_card_code: "KDFD-XAUR-GW2E-G2X5-G8FG" }',
      id,
    );
    expect(noCard.body.data!.removeGiftCardFromCart!.cart.applied_gift_cards).toEqual([]);
    await mutate(
      'applyGiftCardToCart',
      'input: { cart_id: $id, gift_card_code: "KDFD-XAUR-GW2E-G2X5-G8FG" }',
      id,
    );
    await t.gql(`mutation($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }`, { id });

    const applied = (await getCart(id)).body.data!.cart.applied_gift_cards[0]!.applied_balance.value;
    const placed = await place(id);
    expect(placed.body.data!.placeOrder.errors).toEqual([]);
    const after = await t.gql<{ giftCardAccount: { balance: Money } }>(
      '{ giftCardAccount(input: { gift_card_code: "KDFD-XAUR-GW2E-G2X5-G8FG" }) { balance { value currency } } }',
    );
    // The order took the applied amount off the card (a used-up card is "not found", as Adobe's).
    if (applied < 20) expect(after.body.data!.giftCardAccount.balance.value).toBeCloseTo(20 - applied, 2);
    else expect(after.body.errors![0]!.message).toBe('Gift card not found');

    signedIn = undefined;
    // A guest cart carrying the owner's e-mail gets nothing: not the points, not a zero total.
    const guest = await newCart();
    await add(guest, [{ sku: 'AB-CL-001', quantity: 1 }]);
    await checkoutReady(guest, 'pickup', 'checkmo', 'rich@example.com');
    const denied = await t.gql(
      `mutation($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }`,
      { id: guest },
    );
    expect(denied.body.errors![0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    expect((await getCart(guest)).body.data!.cart.applied_reward_points).toBeNull();
    // Another signed-in customer cannot spend them through the owner's e-mail either.
    const other = bearer(await signUp(t, 'not.rich@example.com'));
    const theirs = await newCart('en', other);
    await add(theirs, [{ sku: 'AB-CL-001', quantity: 1 }], other);
    const poor = await t.gql(
      `mutation($id: ID!) { applyRewardPointsToCart(cartId: $id) { cart { id } } }`,
      { id: theirs },
      'en',
      other,
    );
    expect(poor.body.errors![0]!.message).toBe("You don't have enough reward points.");
  });
});

describe('checkout and orders', () => {
  it('places an order with totals, items, legal-entity address, shipping and payment, and takes stock', async () => {
    const before = await qtyOf('AB-CL-001');
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 2 }]);
    const early = await place(id);
    expect(early.body.data!.placeOrder.errors[0]).toEqual({
      code: 'GUEST_EMAIL_MISSING',
      message: 'Guest email for cart is missing.',
    });
    await checkoutReady(id, 'flatrate', 'offline_card');
    const r = await place(id);
    const order = r.body.data!.placeOrder.orderV2!;
    expect(order.number).toMatch(/^\d{9}$/);
    expect(order.status).toBe('processing');
    expect(order.items).toEqual([{ product_sku: 'AB-CL-001', quantity_ordered: 2 }]);
    expect(order.shipping_address).toEqual({
      company: 'Berzina SIA',
      vat_id: 'LV40003000000',
      registration_id: '40003000000',
      country_code: 'LV',
    });
    expect(order.total.total_shipping.value).toBe(4.95);
    expect(order.total.total_tax.value).toBeGreaterThan(0);
    // Issue 13: points go to customer accounts only; a guest order earns none.
    expect(order.reward_points_earned).toBe(0);
    expect(await qtyOf('AB-CL-001')).toBe(before - 2);
  });

  it('takes the samples and the free gift out with the last paid line, and refuses a cart of free lines alone', async () => {
    // €96 of cleansing gel reaches the small-gift stage: the free gift joins; three samples ticked.
    const id = await newCart();
    const r = await add(id, [
      { sku: 'AB-CL-001', quantity: 4 },
      { sku: 'AB-SAMPLE-001', quantity: 1 },
      { sku: 'AB-SAMPLE-002', quantity: 1 },
    ]);
    expect(r.user_errors).toEqual([]);
    expect(r.cart.items.filter((i) => i.hideFromGwp)).toHaveLength(3);
    const paid = r.cart.items.find((i) => i.product.sku === 'AB-CL-001')!.uid;
    const rm = await t.gql<{ removeItemFromCart: { cart: CartData } }>(
      `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ${CART} } } }`,
      { id, uid: paid },
    );
    expect(rm.body.errors).toBeUndefined();
    expect(rm.body.data!.removeItemFromCart.cart.items).toEqual([]);

    // The same through a quantity of 0 (updateCartItems).
    const again = await add(id, [
      { sku: 'AB-CL-001', quantity: 1 },
      { sku: 'AB-SAMPLE-003', quantity: 1 },
    ]);
    const line = again.cart.items.find((i) => i.product.sku === 'AB-CL-001')!.uid;
    const up = await t.gql<{ updateCartItems: { cart: CartData } }>(
      `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 0 }] }) { cart { ${CART} } } }`,
      { id, uid: line },
    );
    expect(up.body.data!.updateCartItems.cart.items).toEqual([]);

    // Samples added to a cart without a purchase cannot be ordered (issue 19: a €0.00 order).
    await add(id, [
      { sku: 'AB-SAMPLE-001', quantity: 1 },
      { sku: 'AB-SAMPLE-002', quantity: 1 },
    ]);
    await checkoutReady(id, 'pickup', 'checkmo');
    const placed = await place(id);
    expect(placed.body.data!.placeOrder.orderV2).toBeNull();
    expect(placed.body.data!.placeOrder.errors).toEqual([
      {
        code: 'UNABLE_TO_PLACE_ORDER',
        message:
          'Unable to place order: free samples and gifts come with a purchase. Add a product to your bag.',
      },
    ]);
  });

  it('is idempotent: the same cart placed twice (also at once) yields one order', async () => {
    const before = await qtyOf('AB-CL-001');
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    await checkoutReady(id);
    const [a, b] = await Promise.all([place(id), place(id)]);
    const c = await place(id);
    const numbers = [a, b, c].map((r) => r.body.data!.placeOrder.orderV2!.number);
    expect(new Set(numbers).size).toBe(1);
    expect(await qtyOf('AB-CL-001')).toBe(before - 1);
  });

  it('lets exactly one of two concurrent placements take the last units', async () => {
    const sku = 'AB-CL-002';
    const stock = await qtyOf(sku);
    expect(stock).toBeGreaterThan(0);
    const [x, y] = [await newCart(), await newCart()];
    for (const id of [x, y]) {
      const r = await add(id, [{ sku, quantity: stock }]);
      expect(r.user_errors).toEqual([]);
      await checkoutReady(id);
    }
    const results = await Promise.all([place(x), place(y)]);
    const ok = results.filter((r) => r.body.data!.placeOrder.orderV2);
    const failed = results.filter((r) => !r.body.data!.placeOrder.orderV2);
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.body.data!.placeOrder.errors[0]!.message).toMatch(
      /^(Some of the products are out of stock\.|The requested qty is not available)/,
    );
    expect(await qtyOf(sku)).toBe(0);
    const v = await t.gql<{ validateCart: { valid: boolean; errors: { code: string; message: string }[] } }>(
      'query($id: String!) { validateCart(cartId: $id) { valid errors { code message } } }',
      { id: ok[0] === results[0] ? y : x },
    );
    expect(v.body.data!.validateCart).toEqual({
      valid: false,
      errors: [{ code: 'NOT_SALABLE', message: 'Some of the products are out of stock.' }],
    });
  });

  it('runs the local payment method flow: redirect, refused payment restores the cart, authorised completes', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 1 }]);
    await checkoutReady(id, 'flatrate', 'lpm');
    const r = await place(id);
    expect(r.body.data!.placeOrder.orderV2!.status).toBe('pending_payment');
    expect(r.body.data!.placeOrder.payment_redirect_url).toMatch(
      new RegExp(`^/checkout/lpm/callback/${id}\\?`),
    );
    const refOf = (url: string) => new URL(url, 'http://shop.test').searchParams.get('payment_reference')!;
    const confirm = (cartId: string, result: string, reference: string) =>
      t.gql<{
        confirmLocalPayment: {
          order: { status: string } | null;
          restored_cart_id: string | null;
          errors: { code: string; message: string }[];
        };
      }>(
        `mutation($id: String!, $r: LocalPaymentResult!, $ref: String) { confirmLocalPayment(input: { cart_id: $id, result: $r, payment_reference: $ref }) { order { status } restored_cart_id errors { code message } } }`,
        { id: cartId, r: result, ref: reference },
      );
    const forged = await confirm(id, 'AUTHORISED', 'LPM-guess');
    expect(forged.body.data!.confirmLocalPayment.errors[0]!.message).toBe(
      'The payment reference does not match the order.',
    );
    const reference = refOf(r.body.data!.placeOrder.payment_redirect_url!);
    const refused = await confirm(id, 'REFUSED', reference);
    expect(refused.body.data!.confirmLocalPayment.order!.status).toBe('canceled');
    const restored = refused.body.data!.confirmLocalPayment.restored_cart_id!;
    expect((await getCart(restored)).body.data!.cart.items[0]!.product.sku).toBe('AB-CL-001');

    await checkoutReady(restored, 'flatrate', 'lpm');
    const second = await place(restored);
    expect(second.body.data!.placeOrder.orderV2!.status).toBe('pending_payment');
    const ok = await confirm(
      restored,
      'AUTHORISED',
      refOf(second.body.data!.placeOrder.payment_redirect_url!),
    );
    expect(ok.body.data!.confirmLocalPayment.order!.status).toBe('processing');
    // The callback may be retried: same outcome, no second change.
    const again = await confirm(
      restored,
      'AUTHORISED',
      refOf(second.body.data!.placeOrder.payment_redirect_url!),
    );
    expect(again.body.data!.confirmLocalPayment.order!.status).toBe('processing');
  });

  it('restores a cart from an order number (restoreQuoteFromOrder)', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'AB-CL-001', quantity: 2 }]);
    await checkoutReady(id);
    const number = (await place(id)).body.data!.placeOrder.orderV2!.number;
    const restore = (vars: Record<string, unknown>) =>
      t.gql<{ restoreQuoteFromOrder: string | null }>(
        `mutation($n: String!, $c: String, $e: String, $l: String) {
          restoreQuoteFromOrder(orderNumber: $n, cart_id: $c, email: $e, lastname: $l) }`,
        { n: number, ...vars },
      );
    // Issue 23: a guest order is not restored on its (sequential) number alone, nor with another
    // cart's id or a wrong e-mail — any other guest could otherwise copy it into a cart of theirs.
    const other = await newCart();
    for (const vars of [
      {},
      { c: other },
      { e: 'shopper@example.com' },
      { e: 'someone@example.com', l: 'Doe' },
    ]) {
      const refused = await restore(vars);
      expect(refused.body.data?.restoreQuoteFromOrder ?? null, JSON.stringify(vars)).toBeNull();
      expect(refused.body.errors?.[0]?.message).toBe(`Could not find an order with number "${number}"`);
    }
    // The cart it was placed from proves it (the shop keeps that id with the stored order).
    const r = await restore({ c: id });
    const cartId = r.body.data!.restoreQuoteFromOrder!;
    expect(cartId).toHaveLength(32);
    const cart = (await getCart(cartId)).body.data!.cart;
    expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['AB-CL-001', 2]]);
    // So do the guest order lookup's e-mail and last name.
    expect(
      (await restore({ e: 'SHOPPER@example.com', l: 'berzina' })).body.data?.restoreQuoteFromOrder,
    ).toHaveLength(32);
  });
});
