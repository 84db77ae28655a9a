// Starts the built shop on a free port with a fresh database, for benchmarks. Resolves once it
// answers; `stop()` ends it.
// `gql` and `guestCartWithItem` talk to a running shop (the bag pages need a cart).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startShop({ port = 4500, env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const child = spawn(process.execPath, ['apps/storefront/dist/server-bin/server/index.js'], {
    cwd: root,
    // The load clients all come from 127.0.0.1: raise the per-address limits (README "Rate limits").
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The shop exited before it answered.');
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('The shop did not answer within 120 s.');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A GraphQL request to the shop at `origin` in store view `store`; throws its errors. */
export async function gql(origin, store, query, variables = {}) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** The product the benchmarks put in a bag. */
export const BENCH_CART_SKU = 'AB-CL-001';

/** A guest cart of `store` with one item, created through the API as the storefront would. */
export async function guestCartWithItem(origin, store) {
  const { createGuestCart } = await gql(origin, store, 'mutation { createGuestCart { cart { id } } }');
  const cartId = createGuestCart.cart.id;
  const { addProductsToCart } = await gql(
    origin,
    store,
    'mutation Add($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
    { cartId, items: [{ sku: BENCH_CART_SKU, quantity: 1 }] },
  );
  if (addProductsToCart.user_errors.length) throw new Error(addProductsToCart.user_errors[0].message);
  return cartId;
}
