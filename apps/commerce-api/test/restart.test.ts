import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createCommerceApi } from '../src/index.js';

// Persistence is a PGlite concern (PostgreSQL persists by definition), so this runs on PGlite only.
describe.skipIf(!!process.env.DATABASE_URL)('restart on the same PGlite data dir', () => {
  it('keeps data, does not migrate or seed again, and keeps new reviews', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-api-restart-'));
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    const post = (api: Awaited<ReturnType<typeof createCommerceApi>>, query: string) =>
      api.fetch(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', store: 'de' },
          body: JSON.stringify({ query }),
        }),
      );
    try {
      // The run's seeded dump, unpacked into a directory-backed database.
      const first = await createCommerceApi({
        dataDir: dir,
        log,
        databaseUrl: '',
        loadDataDir: new Blob([readFileSync(inject('seedDump'))]),
      });
      const created = await post(
        first,
        'mutation { createProductReview(input: { sku: "AB-CL-001", nickname: "Restart", summary: "Still here", text: "Survives a restart", ratings: [{ id: "NA==", value_id: "MjA=" }] }) { review { nickname } } }',
      );
      expect(((await created.json()) as { data: unknown }).data).toBeTruthy();
      // A guest cart lives in the database, so it survives the restart too.
      const cartRes = await post(first, 'mutation { createEmptyCart }');
      const cartId = ((await cartRes.json()) as { data: { createEmptyCart: string } }).data.createEmptyCart;
      await post(
        first,
        `mutation { addProductsToCart(cartId: "${cartId}", cartItems: [{ sku: "AB-CL-001", quantity: 2 }]) { cart { id } } }`,
      );
      await first.close();

      const second = await createCommerceApi({ dataDir: dir, log, databaseUrl: '' });
      const res = await post(
        second,
        '{ storeConfig { store_code } products(filter: { category_id: { eq: "3" } }) { total_count } }',
      );
      const body = (await res.json()) as {
        data: { storeConfig: { store_code: string }; products: { total_count: number } };
      };
      const pending = await second.fetch(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: '{ products(filter: { sku: { eq: "AB-CL-001" } }) { total_count } }',
          }),
        }),
      );
      const cartAfter = await post(
        second,
        `{ cart(cart_id: "${cartId}") { total_quantity items { product { sku } } } }`,
      );
      const cartBody = (await cartAfter.json()) as {
        data: { cart: { total_quantity: number; items: { product: { sku: string } }[] } };
      };
      await second.close();
      expect(cartBody.data.cart.total_quantity).toBe(2);
      expect(cartBody.data.cart.items[0]!.product.sku).toBe('AB-CL-001');
      expect(pending.status).toBe(200);
      expect(body.data.storeConfig.store_code).toBe('de');
      expect(body.data.products.total_count).toBe(66);
      expect(logs.filter((m) => m.includes('seed data inserted'))).toHaveLength(0);
      expect(logs.filter((m) => m.includes('migration applied'))).toHaveLength(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
