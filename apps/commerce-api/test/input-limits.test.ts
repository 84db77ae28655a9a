import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimalQtyError } from '../src/domain/cart.js';
import { INPUT_MESSAGES } from '../src/server/input-limits.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Errors = { errors?: { message: string; extensions?: { category?: string } }[] };

async function post(body: BodyInit, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await t.api.fetch(
    new Request('http://shop.test/graphql', { method: 'POST', headers, body, ...init }),
  );
  return { status: res.status, body: (await res.json()) as Errors };
}

async function cartWith(quantity: number) {
  const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const id = created.body.data!.createGuestCart.cart.id;
  const added = await t.gql<{
    addProductsToCart: {
      user_errors: { message: string }[];
      cart: { items: { uid: string; quantity: number }[] };
    };
  }>(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
      user_errors { message } cart { items { uid quantity } } } }`,
    { id, items: [{ sku: 'AB-CL-001', quantity }] },
  );
  return { id, added: added.body.data!.addProductsToCart };
}

describe('request limits', () => {
  it('executes only JSON POST bodies: form-encoded and plain-text POSTs (no CORS preflight) get 415', async () => {
    const query = 'query={ storeConfig { store_code } }';
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const r = await post(query, { 'content-type': type });
      expect(r.status, type).toBe(415);
      expect(r.body.errors?.[0]?.message).toBe(INPUT_MESSAGES.contentType);
    }
    const json = await post(JSON.stringify({ query: '{ storeConfig { store_code } }' }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(json.status).toBe(200);
  });

  it('answers a body over 256 KB with 413, declared or streamed, and keeps serving others', async () => {
    const huge = JSON.stringify({
      query: 'query($s: String) { products(search: $s) { total_count } }',
      variables: { s: 'a'.repeat(3 * 1024 * 1024) },
    });
    const declared = await post(huge, { 'content-type': 'application/json' });
    expect(declared.status).toBe(413);
    expect(declared.body.errors?.[0]?.message).toBe(INPUT_MESSAGES.bodyTooLarge(256 * 1024));

    // Chunked, without Content-Length: cut off once it passes the limit.
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await post(stream, { 'content-type': 'application/json' }, {
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);

    const after = await t.gql<{ storeConfig: { store_code: string } }>('{ storeConfig { store_code } }');
    expect(after.body.data?.storeConfig.store_code).toBe('en');
  });

  it('limits the catalogue search term to 128 characters (Magento’s maximum query length)', async () => {
    const query = 'query($s: String) { products(search: $s) { total_count } }';
    const ok = await t.gql(query, { s: 'cream '.repeat(21).trim() });
    expect(ok.body.errors).toBeUndefined();
    const long = await t.gql(query, { s: 'c'.repeat(129) });
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'Search term must be at most 128 characters.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('bounds every string and list, in variables and in the document, before any resolver runs', async () => {
    const tooLong = await t.gql('query($s: String) { products(search: $s) { total_count } }', {
      s: 'x'.repeat(10_001),
    });
    expect(tooLong.body.errors?.[0]).toMatchObject({
      message: INPUT_MESSAGES.stringTooLong('"s"', 10_000),
      extensions: { category: 'graphql-input' },
    });
    const literal = await t.gql(`{ products(search: "${'x'.repeat(10_001)}") { total_count } }`);
    expect(literal.body.errors?.[0]?.message).toBe(INPUT_MESSAGES.stringTooLong('"search"', 10_000));

    const items = Array.from({ length: 101 }, () => ({ sku: 'AB-CL-001', quantity: 1 }));
    const many = await t.gql(
      'mutation($items: [CartItemInput!]!) { addProductsToCart(cartId: "x", cartItems: $items) { user_errors { message } } }',
      { items },
    );
    expect(many.body.errors?.[0]).toMatchObject({
      message: INPUT_MESSAGES.listTooLong('"items"', 100),
      extensions: { category: 'graphql-input' },
    });
  });

  it('rejects NUL and other control characters as graphql-input, and keeps tabs and line breaks', async () => {
    const subscribe = 'mutation($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }';
    for (const bad of [
      'shopper\u0000@example.com',
      'shopper\u001b@example.com',
      'shopper\u007f@example.com',
    ]) {
      const r = await t.gql(subscribe, { e: bad });
      expect(r.body.errors?.[0]).toMatchObject({
        message: INPUT_MESSAGES.controlCharacter('"e"'),
        extensions: { category: 'graphql-input' },
      });
    }
    const search = await t.gql('query($s: String) { products(search: $s) { total_count } }', {
      s: 'night\tcream\nrich',
    });
    expect(search.body.errors).toBeUndefined();
  });

  it('counts __typename aliases like any other field', async () => {
    const many = Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ');
    const r = await t.gql(`{ ${many} }`);
    expect(r.body.errors?.[0]?.message).toMatch(/Max number of aliases should be 30 but got 31/);
  });
});

describe('quantities', () => {
  it('refuses a fraction of a product that is not sold in fractions, when adding and when updating', async () => {
    const fraction = await cartWith(0.01);
    expect(fraction.added.user_errors.map((e) => e.message)).toEqual([
      'You cannot use decimal quantity for this product.',
    ]);
    expect(fraction.added.cart.items).toEqual([]);

    const { id, added } = await cartWith(2);
    expect(added.user_errors).toEqual([]);
    const uid = added.cart.items[0]!.uid;
    const updated = await t.gql<{
      updateCartItems: { errors: { message: string }[]; cart: { items: { quantity: number }[] } };
    }>(
      `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 1.5 }] }) {
        errors { message } cart { items { quantity } } } }`,
      { id, uid },
    );
    expect(updated.body.data?.updateCartItems.errors.map((e) => e.message)).toEqual([
      'You cannot use decimal quantity for this product.',
    ]);
    expect(updated.body.data?.updateCartItems.cart.items[0]?.quantity).toBe(2);
  });

  it('allows fractions of a product flagged is_qty_decimal (Magento’s stock flag)', () => {
    expect(decimalQtyError(1.5, true)).toBeNull();
    expect(decimalQtyError(2, false)).toBeNull();
    expect(decimalQtyError(0.01, false)).toEqual({
      code: 'INVALID_PARAMETER_VALUE',
      message: 'You cannot use decimal quantity for this product.',
    });
  });
});
