// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { viewedProductsSubscriber } from './track';
import {
  catalogueFacts,
  parseViewedProducts,
  recordViewedProduct,
  viewedProductFromPage,
  VIEWED_PRODUCTS_KEY,
  VIEWED_PRODUCTS_LIMIT,
  VIEWED_PRODUCTS_TTL_MS,
  type ViewedProduct,
} from './viewedProducts';

const product = (sku: string): ViewedProduct => ({
  ProductName: `Product ${sku}`,
  ProductID: sku.replace(/\D/g, '') || '1',
  SKU: sku,
  ImageURL: `https://shop.test/media/${sku}.jpg`,
  URL: `https://shop.test/${sku}.html`,
  Price: 19.5,
  CurrencyCode: 'EUR',
});
let tokens = 0;
const ctx = (now: number, storeView = 'en') => ({ now, storeView, newToken: () => `token-${++tokens}` });
const T0 = Date.UTC(2026, 10, 26, 12);

describe('viewed-products record (spec §3 fields, §4 "cleared at 50 or more products or 24 hours after session start")', () => {
  it('starts a session with a token, puts the newest product first and keeps one entry per SKU', () => {
    const first = recordViewedProduct(null, product('A1'), ctx(T0));
    expect(first).toEqual({
      products: [product('A1')],
      token: expect.stringMatching(/^token-/),
      items_count: 1,
      session_start: T0,
      last_visited_store_view: 'en',
    });
    const second = recordViewedProduct(first, product('B2'), ctx(T0 + 1000, 'de'));
    const again = recordViewedProduct(second, product('A1'), ctx(T0 + 2000, 'de'));
    expect(again.products.map((p) => p.SKU)).toEqual(['A1', 'B2']);
    expect(again.items_count).toBe(2);
    expect(again.token).toBe(first.token);
    expect(again.session_start).toBe(T0);
    expect(again.last_visited_store_view).toBe('de');
  });

  it('is cleared when it holds 50 products: the 51st view starts a new session', () => {
    let record = recordViewedProduct(null, product('P0'), ctx(T0));
    for (let i = 1; i < VIEWED_PRODUCTS_LIMIT; i++)
      record = recordViewedProduct(record, product(`P${i}`), ctx(T0 + i));
    expect(record.items_count).toBe(50);
    const cleared = recordViewedProduct(record, product('NEW'), ctx(T0 + 100));
    expect(cleared.products.map((p) => p.SKU)).toEqual(['NEW']);
    expect(cleared.items_count).toBe(1);
    expect(cleared.token).not.toBe(record.token);
    expect(cleared.session_start).toBe(T0 + 100);
    // 49 products and a view of one of them: still the same session.
    const fortyNine = { ...record, products: record.products.slice(0, 49), items_count: 49 };
    expect(recordViewedProduct(fortyNine, product('P5'), ctx(T0 + 100)).token).toBe(record.token);
  });

  it('is cleared 24 hours after its session start, and is not read back after that', () => {
    const record = recordViewedProduct(null, product('A1'), ctx(T0));
    const justBefore = recordViewedProduct(record, product('B2'), ctx(T0 + VIEWED_PRODUCTS_TTL_MS - 1));
    expect(justBefore.token).toBe(record.token);
    expect(justBefore.items_count).toBe(2);
    const after = recordViewedProduct(justBefore, product('C3'), ctx(T0 + VIEWED_PRODUCTS_TTL_MS));
    expect(after.products.map((p) => p.SKU)).toEqual(['C3']);
    expect(after.session_start).toBe(T0 + VIEWED_PRODUCTS_TTL_MS);
    const raw = JSON.stringify(justBefore);
    expect(parseViewedProducts(raw, T0 + VIEWED_PRODUCTS_TTL_MS - 1)).toEqual(justBefore);
    expect(parseViewedProducts(raw, T0 + VIEWED_PRODUCTS_TTL_MS)).toBeNull();
  });

  it('reads back only a well-formed record', () => {
    for (const bad of [
      null,
      '',
      'x',
      '{}',
      JSON.stringify({ products: [{ SKU: 1 }], token: 't', session_start: T0 }),
    ])
      expect(parseViewedProducts(bad, T0)).toBeNull();
  });
});

describe('the product page data and the subscriber', () => {
  const page = (ld: Record<string, unknown>) => {
    const doc = document.implementation.createHTMLDocument('p');
    const s = doc.createElement('script');
    s.type = 'application/ld+json';
    s.textContent = JSON.stringify(ld);
    doc.body.append(s);
    return doc;
  };
  const ld = {
    '@type': 'Product',
    name: 'Cloudberry Serum',
    sku: 'AB-SE-1-30',
    image: ['/media/serum.jpg'],
    offers: { url: 'https://shop.test/serum.html', price: '62.00', priceCurrency: 'EUR' },
  };

  it('reads the spec’s product fields, with VariantData for an option of a configurable product', () => {
    const answers = {
      ROOT_QUERY: {
        products: {
          items: [
            {
              id: 42,
              sku: 'AB-SE-1',
              variants: [{ product: { sku: 'AB-SE-1-15' } }, { product: { sku: 'AB-SE-1-30' } }],
            },
          ],
        },
      },
    };
    expect(catalogueFacts(answers, 'AB-SE-1')).toEqual({ id: '42' });
    expect(catalogueFacts(answers, 'AB-SE-1-30')).toEqual({ id: '42', parentSku: 'AB-SE-1' });
    expect(catalogueFacts(answers, 'NONE')).toBeNull();
    // Normalised: the option's product is a reference to its own entry.
    const normalised = {
      'ConfigurableProduct:42': {
        id: 42,
        sku: 'AB-SE-1',
        variants: [{ product: { __ref: 'SimpleProduct:43' } }],
      },
      'SimpleProduct:43': { id: 43, sku: 'AB-SE-1-30' },
    };
    expect(catalogueFacts(normalised, 'AB-SE-1-30')).toEqual({ id: '42', parentSku: 'AB-SE-1' });
    const facts = (sku: string) => catalogueFacts(answers, sku);
    expect(viewedProductFromPage(page(ld), 'https://shop.test/serum.html?opt=1', facts)).toEqual({
      ProductName: 'Cloudberry Serum',
      ProductID: '42',
      SKU: 'AB-SE-1-30',
      ImageURL: 'https://shop.test/media/serum.jpg',
      URL: 'https://shop.test/serum.html',
      Price: 62,
      CurrencyCode: 'EUR',
      VariantData: { SKU: 'AB-SE-1-30', ParentSKU: 'AB-SE-1' },
    });
    expect(viewedProductFromPage(page({ '@type': 'BreadcrumbList' }), 'https://shop.test/')).toBeNull();
  });

  it('stores the record on a product view only', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    };
    const listen = viewedProductsSubscriber({
      storage,
      doc: page(ld),
      href: () => 'https://shop.test/serum.html',
      storeView: 'fr',
      answers: () => ({ items: [{ id: 42, sku: 'AB-SE-1-30' }] }),
      now: () => T0,
      newToken: () => 'tok',
    });
    listen({ event: 'search', search_term: 'serum' });
    expect(stored.size).toBe(0);
    const item = {
      item_id: 'AB-SE-1-30',
      item_name: 'Cloudberry Serum',
      price: 62,
      quantity: 1,
      currency: 'EUR',
    };
    listen({ event: 'view_item', ecommerce: { currency: 'EUR', value: 62, items: [item] } });
    expect(JSON.parse(stored.get(VIEWED_PRODUCTS_KEY)!)).toMatchObject({
      token: 'tok',
      items_count: 1,
      session_start: T0,
      last_visited_store_view: 'fr',
      products: [{ SKU: 'AB-SE-1-30', ProductID: '42' }],
    });
  });

  it('asks the API for the product’s id and options when the cache does not have them', async () => {
    const stored = new Map<string, string>();
    const listen = viewedProductsSubscriber({
      storage: {
        getItem: (k) => stored.get(k) ?? null,
        setItem: (k, v) => void stored.set(k, v),
        removeItem: (k) => void stored.delete(k),
      },
      doc: page(ld),
      href: () => 'https://shop.test/serum.html',
      storeView: 'en',
      answers: () => ({}),
      lookUp: async () => ({
        route: { id: 42, sku: 'AB-SE-1', variants: [{ product: { sku: 'AB-SE-1-30' } }] },
      }),
      now: () => T0,
      newToken: () => 'tok',
    });
    const item = {
      item_id: 'AB-SE-1-30',
      item_name: 'Cloudberry Serum',
      price: 62,
      quantity: 1,
      currency: 'EUR',
    };
    listen({ event: 'view_item', ecommerce: { currency: 'EUR', value: 62, items: [item] } });
    await new Promise((r) => setTimeout(r, 0));
    expect(JSON.parse(stored.get(VIEWED_PRODUCTS_KEY)!).products[0]).toMatchObject({
      ProductID: '42',
      VariantData: { SKU: 'AB-SE-1-30', ParentSKU: 'AB-SE-1' },
    });
  });
});
