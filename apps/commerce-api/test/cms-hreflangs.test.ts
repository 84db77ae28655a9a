import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storesWithPage } from '../src/domain/cms.js';
import type { Queryable } from '../src/db/client.js';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Page = { cmsPage: { identifier: string; hreflangs: { url: string; lang: string }[] } };
const query = 'query($id: String!) { cmsPage(identifier: $id) { identifier hreflangs { url lang } } }';

describe('CmsPage.hreflangs (issue 19: the store switcher lands on the same CMS page)', () => {
  it('lists the page in the other public store views, not the staff store', async () => {
    const r = await t.gql<Page>(query, { id: 'about' }, 'fr');
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.cmsPage.hreflangs).toEqual([
      { url: '/en/about', lang: 'en-US' },
      { url: '/de/about', lang: 'de-DE' },
      { url: '/au/about', lang: 'en-AU' },
    ]);
  });

  it('gives the home page none (its place in another store is that store’s root)', async () => {
    const r = await t.gql<Page>(query, { id: 'home' }, 'de');
    expect(r.body.data!.cmsPage.hreflangs).toEqual([]);
  });
});

describe('storesWithPage', () => {
  const db = (storeIds: number[]): Queryable =>
    ({
      query: async () => storeIds.map((store_id) => ({ store_id })),
    }) as unknown as Queryable;

  it('counts a default-scope page for every store, else only the stores with their own', async () => {
    expect(await storesWithPage(db([0]), 'about', [1, 2, 3])).toEqual([1, 2, 3]);
    expect(await storesWithPage(db([2]), 'about', [1, 2, 3])).toEqual([2]);
    expect(await storesWithPage(db([]), 'about', [1, 2, 3])).toEqual([]);
  });
});
