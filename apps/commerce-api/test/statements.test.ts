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
