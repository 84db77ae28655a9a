import type { NormalizedCacheObject } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { mergeSnapshots, shareableSnapshot } from './persistCache';

describe('the persisted client cache', () => {
  it('keeps catalogue entities and queries, never a shopper’s cart, customer, wishlist or orders', () => {
    const data = {
      ROOT_QUERY: {
        __typename: 'Query',
        'products({"filter":{}})': { items: [{ __ref: 'SimpleProduct:1' }] },
        storeConfig: { __ref: 'StoreConfig:{"store_code":"fr"}' },
        'cart({"cart_id":"abc"})': { __ref: 'Cart:abc' },
        customer: { __ref: 'Customer:1' },
        customerCart: { __ref: 'Cart:xyz' },
        wishlist: {},
        customerOrders: {},
      },
      ROOT_MUTATION: { __typename: 'Mutation' },
      'SimpleProduct:1': { __typename: 'SimpleProduct', sku: 'A', name: 'Cream' },
      'StoreConfig:{"store_code":"fr"}': { __typename: 'StoreConfig', store_code: 'fr' },
      'Cart:abc': { __typename: 'Cart', id: 'abc', email: 'a@example.com' },
      'Customer:1': { __typename: 'Customer', email: 'a@example.com' },
      'CustomerAddress:1': { __typename: 'CustomerAddress', city: 'Berlin' },
      'SimpleCartItem:1': { __typename: 'SimpleCartItem', uid: '1' },
    } as unknown as NormalizedCacheObject;
    const kept = shareableSnapshot(data);
    expect(Object.keys(kept).sort()).toEqual([
      'ROOT_QUERY',
      'SimpleProduct:1',
      'StoreConfig:{"store_code":"fr"}',
    ]);
    expect(Object.keys(kept['ROOT_QUERY']!).sort()).toEqual([
      '__typename',
      'products({"filter":{}})',
      'storeConfig',
    ]);
    expect(JSON.stringify(kept)).not.toContain('example.com');
  });

  it('restores under what the page already has: the server’s newer data wins field by field', () => {
    const persisted = {
      ROOT_QUERY: { __typename: 'Query', a: 1, b: 1 },
      'P:1': { __typename: 'P', price: 10, name: 'Old' },
      'P:2': { __typename: 'P', price: 5 },
    } as unknown as NormalizedCacheObject;
    const current = {
      ROOT_QUERY: { __typename: 'Query', b: 2 },
      'P:1': { __typename: 'P', price: 12 },
    } as unknown as NormalizedCacheObject;
    expect(mergeSnapshots(persisted, current)).toEqual({
      ROOT_QUERY: { __typename: 'Query', a: 1, b: 2 },
      'P:1': { __typename: 'P', price: 12, name: 'Old' },
      'P:2': { __typename: 'P', price: 5 },
    });
  });
});
