import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';

// Listing and product page cost a bounded number of SQL statements, whatever the page size:
// product fields are loaded by per-request batch loaders, not per product.
let t: TestApi;
let statements: string[] = [];
beforeAll(async () => {
  t = await startApi(undefined, { onQuery: (sql) => statements.push(sql) });
});
afterAll(async () => t?.cleanup());

const LISTING = `query Listing($uid: String!, $size: Int!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: $size, currentPage: 1, sort: { BESTSELLER: DESC }) {
    total_count page_info { current_page total_pages }
    aggregations { attribute_code label count options { label value count } }
    items { __typename id sku name stock_status presentation_title small_image { url } hover_image { url }
      labels { label_id txt } media_gallery { url } categories { name } review_count rating_summary
      reviews(pageSize: 2) { items { nickname } }
      related_products { sku labels { txt } } volume_products { sku }
      price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
      ... on SimpleProduct { parent_product { sku } }
      ... on GiftCardProduct { giftcard_amounts { value } }
      ... on ConfigurableProduct { configurable_options { attribute_code values { label } }
        child_products { option_ids product { sku media_gallery { url } labels { txt } } }
        variants { product { sku stock_status } } } } } }`;

async function count(query: string, variables: Record<string, unknown>) {
  statements = [];
  const r = await t.gql<{ products: { items: unknown[] } }>(query, variables, 'en');
  expect(r.body.errors).toBeUndefined();
  return { n: statements.length, items: r.body.data!.products.items.length };
}

describe('SQL statements per request', () => {
  it('a category listing issues the same bounded number of statements for 6 and 48 products', async () => {
    await count(LISTING, { uid: 'Mw==', size: 6 }); // warms the shared store metadata
    const small = await count(LISTING, { uid: 'Mw==', size: 6 });
    const large = await count(LISTING, { uid: 'Mw==', size: 48 });
    expect(small.items).toBe(6);
    expect(large.items).toBe(48);
    expect(large.n).toBe(small.n);
    console.log(`[statements] listing: ${small.n} statements for 6 and 48 products`);
    // search + products + one per field type (labels, gallery, reviews, links, variants, children, …)
    expect(small.n).toBeLessThanOrEqual(14);
  });

  it('a whole category on one page still costs the same number of statements as one product', async () => {
    const all = await count(LISTING, { uid: 'Mw==', size: 200 });
    const few = await count(LISTING, { uid: 'Mw==', size: 1 });
    expect(all.items).toBe(66);
    expect(all.n).toBe(few.n);
  });
});

// Issue 18: a cart mutation answers with the cart view its free-gift check read inside the
// transaction, after the change, instead of reading the cart again after the commit — when that
// check changed no line and the change left the cart row's priced fields as they were.
const CART_FIELDS = `id total_quantity
  items { uid quantity product { sku name } prices { row_total { value } total_item_discount { value } } }
  prices { subtotal_including_tax { value } grand_total { value currency } discounts { amount { value } }
    free_shipping_qualifier { threshold { value } country_code } }
  shipping_addresses { country { code } }`;

describe('SQL statements per cart mutation', () => {
  /**
   * Cart views built after the mutation's transaction (gift stages are read once per view); the
   * transaction ends with the statement that stamps the cart row's `updated_at` (mutateCart).
   */
  const viewsAfterCommit = () => {
    const end = statements.findLastIndex((sql) => /UPDATE quote SET updated_at/.test(sql));
    expect(end).toBeGreaterThan(0);
    return statements.slice(end + 1).filter((sql) => /FROM gift_threshold/.test(sql)).length;
  };
  const mutate = async (field: string, args: string, vars: Record<string, unknown>) => {
    statements = [];
    const r = await t.gql<Record<string, { cart: unknown }>>(
      `mutation($id: String!) { ${field}(${args}) { cart { ${CART_FIELDS} } } }`,
      vars,
      'en',
    );
    expect(r.body.errors).toBeUndefined();
    return {
      cart: r.body.data![field]!.cart,
      readAgain: viewsAfterCommit(),
      n: statements.length,
      versionReads: statements.filter((sql) => /FROM shop_data_version/.test(sql)).length,
    };
  };
  const readCart = async (id: string) => {
    const r = await t.gql<{ cart: unknown }>(
      `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`,
      { id },
      'en',
    );
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.cart;
  };
  const newCart = async () =>
    (await t.gql<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, 'en')).body.data!
      .createEmptyCart;
  const add = (id: string, sku: string, quantity: number) =>
    mutate('addProductsToCart', `cartId: $id, cartItems: [{ sku: "${sku}", quantity: ${quantity} }]`, { id });

  it('adding to the cart reads the cart once, and answers with the cart a later read returns', async () => {
    const id = await newCart();
    const first = await add(id, 'AB-CL-001', 1);
    expect(first.readAgain).toBe(0);
    expect(first.cart).toEqual(await readCart(id));
    const second = await add(id, 'AB-CL-002', 2);
    expect(second.readAgain).toBe(0);
    expect(second.cart).toEqual(await readCart(id));
    expect(second.cart).toMatchObject({ total_quantity: 3 });
    console.log(`[statements] add to cart: ${second.n} statements`);
    // The cart row locked, the product with the lines, the new line, the view (lines, products, gift
    // cards, gift stages), the row stamped and read back, and the data version after the request
    // (the one before it is the version the process already knows).
    expect(second.versionReads).toBe(1);
    expect(second.n).toBeLessThanOrEqual(10);
  });

  it('a change to the cart row’s priced fields (address, coupon) reads the cart again after it, with the change', async () => {
    const id = await newCart();
    await add(id, 'AB-CL-001', 1);
    const address = await mutate(
      'setShippingAddressesOnCart',
      `input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Anna", lastname: "Berzina",
        street: ["Brivibas iela 1"], city: "Riga", postcode: "LV-1010", country_code: "DE", telephone: "+37120000000" } }] }`,
      { id },
    );
    expect(address.readAgain).toBe(1);
    expect(address.cart).toMatchObject({ shipping_addresses: [{ country: { code: 'DE' } }] });
    expect(address.cart).toEqual(await readCart(id));
    const coupon = await mutate('applyCouponToCart', 'input: { cart_id: $id, coupon_code: "WELCOME10" }', {
      id,
    });
    expect(coupon.readAgain).toBe(1);
    expect(coupon.cart).toMatchObject({ prices: { discounts: [{ amount: { value: expect.any(Number) } }] } });
    expect(coupon.cart).toEqual(await readCart(id));
  });
});
