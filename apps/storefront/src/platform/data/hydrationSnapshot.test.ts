import { describe, expect, it } from 'vitest';
import type { NormalizedCacheObject } from '@apollo/client';
import { hydrationSnapshot } from './hydrationSnapshot';

const cache = {
  ROOT_QUERY: {
    __typename: 'Query',
    storeConfig: { __ref: 'StoreConfig:{"store_code":"en"}' },
    'cmsPage({"identifier":"home"})': { __ref: 'CmsPage:{"identifier":"home"}' },
    'cmsBlocks({"identifiers":["footer"]})': { items: [{ __ref: 'CmsBlock:{"identifier":"footer"}' }] },
    'scandiwebMenu({"identifier":"menu-en"})': { items: [{ label: 'Skincare' }] },
    'categories({"filters":{}})': { items: [{ __ref: 'CategoryTree:3' }] },
    'availableStores({"useCurrentGroup":false})': [{ __ref: 'StoreConfig:{"store_code":"de"}' }],
    'cart({"cart_id":"x"})': { __ref: 'Cart:x' },
  },
  'StoreConfig:{"store_code":"en"}': { __typename: 'StoreConfig', store_code: 'en' },
  'CmsPage:{"identifier":"home"}': { __typename: 'CmsPage', identifier: 'home', content: '<div>…</div>' },
  'CmsBlock:{"identifier":"footer"}': { __typename: 'CmsBlock', identifier: 'footer', content: '<p/>' },
  'CategoryTree:3': { __typename: 'CategoryTree', uid: 'Mw==', parent: { __ref: 'CategoryTree:2' } },
  'CategoryTree:2': { __typename: 'CategoryTree', uid: 'Mg==' },
  'StoreConfig:{"store_code":"de"}': { __typename: 'StoreConfig', store_code: 'de' },
  'Cart:x': { __typename: 'Cart', id: 'x', items: [{ __ref: 'SimpleCartItem:1' }] },
  'SimpleCartItem:1': { __typename: 'SimpleCartItem', uid: '1' },
  'Cart:orphan': { __typename: 'Cart', id: 'orphan' },
} as unknown as NormalizedCacheObject;

describe('hydrationSnapshot', () => {
  it('leaves out the loader-only root fields and the entities only they reached', () => {
    const snapshot = hydrationSnapshot(cache);
    expect(Object.keys(snapshot.ROOT_QUERY ?? {}).sort()).toEqual([
      '__typename',
      'cart({"cart_id":"x"})',
      'storeConfig',
    ]);
    expect(Object.keys(snapshot).sort()).toEqual([
      'Cart:x',
      'ROOT_QUERY',
      'SimpleCartItem:1',
      'StoreConfig:{"store_code":"en"}',
    ]);
  });

  it('keeps everything reachable when nothing is dropped', () => {
    const snapshot = hydrationSnapshot(cache, []);
    expect(snapshot['CmsPage:{"identifier":"home"}']).toEqual(cache['CmsPage:{"identifier":"home"}']);
    expect(snapshot['CategoryTree:2']).toEqual(cache['CategoryTree:2']);
    expect(snapshot['Cart:orphan']).toBeUndefined();
  });
});
