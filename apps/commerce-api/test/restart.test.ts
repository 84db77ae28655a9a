import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCommerceApi } from '../src/index.js';

// Persistence is a PGlite concern (PostgreSQL persists by definition), so this runs on PGlite only.
describe.skipIf(!!process.env.DATABASE_URL)('restart on the same PGlite data dir', () => {
  it('keeps data and seeds only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'commerce-api-restart-'));
    const logs: string[] = [];
    const log = (m: string) => logs.push(m);
    try {
      const first = await createCommerceApi({ dataDir: dir, log, databaseUrl: '' });
      await first.close();
      expect(logs.filter((m) => m.includes('seed data inserted'))).toHaveLength(1);

      const second = await createCommerceApi({ dataDir: dir, log, databaseUrl: '' });
      const res = await second.fetch(
        new Request('http://shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', store: 'de' },
          body: JSON.stringify({
            query:
              '{ storeConfig { store_code } products(filter: { category_id: { eq: "3" } }) { total_count } }',
          }),
        }),
      );
      const body = (await res.json()) as {
        data: { storeConfig: { store_code: string }; products: { total_count: number } };
      };
      await second.close();
      expect(body.data.storeConfig.store_code).toBe('de');
      expect(body.data.products.total_count).toBe(23);
      expect(logs.filter((m) => m.includes('seed data inserted'))).toHaveLength(1);
      expect(logs.filter((m) => m.includes('migration applied'))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
