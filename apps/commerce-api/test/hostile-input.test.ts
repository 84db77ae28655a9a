import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ID_PATTERN, newCartId } from '../src/domain/cart.js';
import { escapeLogLine } from '../src/server/log-line.js';
import { startApi, type TestApi } from './helpers.js';

const lines: string[] = [];
let failCmsBlocks = false;
let t: TestApi;
beforeAll(async () => {
  t = await startApi(undefined, {
    log: (line) => lines.push(line),
    // A statement that fails unexpectedly, with a line break in its message, to see what the log gets.
    onQuery: (sql) => {
      if (failCmsBlocks && sql.includes('cms_block')) throw new Error('boom\nforged line');
    },
  });
});
afterAll(async () => t?.cleanup());

type CartAnswer = { cart: { id: string } | null };

describe('cart ids', () => {
  it('are issued as 32 letters and digits', async () => {
    for (let i = 0; i < 200; i++) expect(newCartId()).toMatch(CART_ID_PATTERN);
    const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    expect(created.body.data?.createGuestCart.cart.id).toMatch(CART_ID_PATTERN);
  });

  it('of another length get "Cart ID length should be 32 symbols"; of 32 other characters, not found', async () => {
    const query = 'query($id: String!) { cart(cart_id: $id) { id } }';
    for (const id of ['', 'abc', 'a'.repeat(33), 'a'.repeat(31)]) {
      const r = await t.gql<CartAnswer>(query, { id });
      expect(r.status, JSON.stringify(id)).toBe(200);
      expect(r.body.errors?.[0], JSON.stringify(id)).toMatchObject({
        message: 'Cart ID length should be 32 symbols',
        extensions: { category: 'graphql-input' },
      });
    }
    const forged = [
      `<script>alert(1)</script>${'x'.repeat(7)}`,
      `${'a'.repeat(15)} ${'b'.repeat(16)}`,
      `${'a'.repeat(15)}\n${'b'.repeat(16)}`,
      `${'a'.repeat(30)}-_`,
      `${'a'.repeat(31)}é`,
    ];
    for (const id of forged) {
      expect(id).toHaveLength(32);
      const r = await t.gql<CartAnswer>(query, { id });
      expect(r.status).toBe(200);
      expect(r.body.errors?.[0], JSON.stringify(id)).toMatchObject({
        message: `Could not find a cart with ID "${id}"`,
        extensions: { category: 'graphql-no-such-entity' },
      });
    }
    const add = await t.gql(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }]) { cart { id } } }`,
      { id: forged[0] },
    );
    expect(add.body.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });

  it('chosen by the client must have the issued form too', async () => {
    const r = await t.gql('mutation($id: ID) { createGuestCart(input: { cart_uid: $id }) { cart { id } } }', {
      id: `${'a'.repeat(31)}-`,
    });
    expect(r.body.errors?.[0]?.message).toBe('Cart ID length should be 32 symbols');
  });
});

describe('quantities', () => {
  async function cartWithLine() {
    const created = await t.gql<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const id = created.body.data!.createGuestCart.cart.id;
    const added = await t.gql<{ addProductsToCart: { cart: { items: { uid: string }[] } } }>(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 2 }]) {
        cart { items { uid } } } }`,
      { id },
    );
    return { id, uid: added.body.data!.addProductsToCart.cart.items[0]!.uid };
  }
  const update = `mutation($id: String!, $uid: ID!, $qty: Float!) {
    updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $qty }] }) {
      errors { code message } cart { items { quantity } } } }`;
  type Updated = {
    updateCartItems: { errors: { code: string; message: string }[]; cart: { items: { quantity: number }[] } };
  };

  it('below zero are an input error with Magento’s text, never a silent removal', async () => {
    const { id, uid } = await cartWithLine();
    for (const qty of [-5, -0.5, -1e9]) {
      const r = await t.gql<Updated>(update, { id, uid, qty });
      expect(r.body.data?.updateCartItems.errors).toEqual([
        { code: 'INVALID_PARAMETER_VALUE', message: 'The product quantity should be greater than 0' },
      ]);
      expect(r.body.data?.updateCartItems.cart.items).toEqual([{ quantity: 2 }]);
    }
    const added = await t.gql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: -3 }]) {
        user_errors { message } } }`,
      { id },
    );
    expect(added.body.data?.addProductsToCart.user_errors.map((e) => e.message)).toEqual([
      'The product quantity should be greater than 0',
    ]);
  });

  it('of exactly zero still remove the line, as in Magento', async () => {
    const { id, uid } = await cartWithLine();
    const r = await t.gql<Updated>(update, { id, uid, qty: 0 });
    expect(r.body.data?.updateCartItems.errors).toEqual([]);
    expect(r.body.data?.updateCartItems.cart.items).toEqual([]);
  });
});

describe('NUL bytes', () => {
  it('in any text argument are a clean input error, never "Internal server error"', async () => {
    const probes: [string, Record<string, unknown>][] = [
      [
        'query($id: String!) { cart(cart_id: $id) { id } }',
        { id: `${'a'.repeat(16)}\u0000${'b'.repeat(15)}` },
      ],
      ['query($s: String) { products(search: $s) { total_count } }', { s: 'cream\u0000' }],
      ['query($u: String!) { route(url: $u) { type } }', { u: '/about\u0000' }],
      ['{ cmsBlocks(identifiers: ["footer\\u0000"]) { items { identifier } } }', {}],
    ];
    for (const [query, variables] of probes) {
      const r = await t.gql(query, variables);
      expect(r.status, `${query} ${JSON.stringify(r.body)}`).toBeLessThan(500);
      expect(r.body.errors?.[0]?.extensions?.category, query).toBe('graphql-input');
      expect(r.body.errors?.[0]?.message, query).not.toBe('Internal server error');
    }
  });
});

describe('log lines', () => {
  it('escape control characters and line separators', () => {
    expect(escapeLogLine('cart "a\nFAKE 200 OK\r\u0000\u001b[31m\u2028"')).toBe(
      'cart "a\\nFAKE 200 OK\\r\\u0000\\u001b[31m\\u2028"',
    );
    expect(escapeLogLine('tab\there')).toBe('tab\\there');
  });

  it('from the API never contain a raw line break, even for an unexpected error that carries one', async () => {
    lines.length = 0;
    failCmsBlocks = true;
    const r = await t.gql('{ cmsBlocks(identifiers: ["footer"]) { items { identifier } } }');
    failCmsBlocks = false;
    expect(r.body.errors?.[0]?.message).toBe('Internal server error');
    for (const line of lines) expect(line).not.toMatch(/[\n\r]/);
    // Decoded (as a log viewer shows it), the message still holds an escape, not a line break.
    const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.debugId);
    expect(failure).toMatchObject({
      level: 'error',
      msg: 'unexpected error',
      err: 'Error: boom\\nforged line',
    });
    expect(r.body.errors?.[0]?.extensions?.debug_id).toBe(failure?.debugId);
  });
});
