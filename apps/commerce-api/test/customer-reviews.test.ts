import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

const METADATA = '{ productReviewRatingsMetadata { items { id values { value_id value } } } }';
const CREATE = `mutation($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname review_status } } }`;
const MINE = `query($size: Int, $page: Int) { customer { reviews(pageSize: $size, currentPage: $page) {
  page_info { current_page total_pages }
  items { nickname summary text average_rating created_at review_status ratings_breakdown { name value }
    product { sku name url_key small_image { url } } } } } }`;

type Mine = {
  customer: {
    reviews: {
      page_info: { current_page: number; total_pages: number };
      items: {
        nickname: string;
        summary: string;
        text: string;
        average_rating: number;
        review_status: string;
        product: { sku: string; name: string; url_key: string; small_image: { url: string } | null };
      }[];
    };
  };
};

async function review(sku: string, stars: number, text: string, headers?: Record<string, string>) {
  const meta = await t.gql<{
    productReviewRatingsMetadata: { items: { id: string; values: { value_id: string; value: string }[] }[] };
  }>(METADATA);
  const rating = meta.body.data!.productReviewRatingsMetadata.items[0]!;
  const value = rating.values.find((v) => v.value === String(stars))!;
  const r = await t.gql<{ createProductReview: { review: { review_status: string } } }>(
    CREATE,
    {
      input: {
        sku,
        nickname: 'Anna',
        summary: `${stars} stars`,
        text,
        ratings: [{ id: rating.id, value_id: value.value_id }],
      },
    },
    'en',
    headers,
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.createProductReview.review;
}

describe('customer { reviews }', () => {
  it('lists the reviews written while signed in, newest first, with their product and whether they are published', async () => {
    const token = await signUp(t, 'reviewer@example.com');
    await review('AB-CL-001', 2, 'Guest review, not the customer’s.');
    expect(await review('AB-CL-001', 4, 'Gentle and fresh.', bearer(token))).toMatchObject({
      review_status: 'PENDING',
    });
    await review('AB-SE-004', 5, 'My favourite serum.', bearer(token));

    const r = await t.gql<Mine>(MINE, {}, 'en', bearer(token));
    expect(r.body.errors).toBeUndefined();
    const { items, page_info } = r.body.data!.customer.reviews;
    expect(items.map((i) => [i.product.sku, i.text, i.average_rating, i.review_status])).toEqual([
      ['AB-SE-004', 'My favourite serum.', 100, 'PENDING'],
      ['AB-CL-001', 'Gentle and fresh.', 80, 'PENDING'],
    ]);
    expect(items[0]!.product.url_key).toBeTruthy();
    expect(items[0]!.product.small_image?.url).toMatch(/^http|^\//);
    expect(page_info).toEqual({ current_page: 1, total_pages: 1 });

    const second = await t.gql<Mine>(MINE, { size: 1, page: 2 }, 'en', bearer(token));
    expect(second.body.data!.customer.reviews.items.map((i) => i.text)).toEqual(['Gentle and fresh.']);
    expect(second.body.data!.customer.reviews.page_info.total_pages).toBe(2);

    // Another customer sees none of them; a guest is asked to sign in.
    const other = await signUp(t, 'not.the.reviewer@example.com');
    const theirs = await t.gql<Mine>(MINE, {}, 'en', bearer(other));
    expect(theirs.body.data!.customer.reviews.items).toEqual([]);
    const guest = await t.gql(MINE, {});
    expect(guest.body.errors![0]!.extensions).toMatchObject({ category: 'graphql-authorization' });
  });

  it('shows a product’s public reviews as published', async () => {
    const r = await t.gql<{ products: { items: { reviews: { items: { review_status: string }[] } }[] } }>(
      `{ products(filter: { sku: { eq: "AB-CL-001" } }) { items { reviews { items { review_status } } } } }`,
    );
    expect(r.body.errors).toBeUndefined();
    for (const item of r.body.data!.products.items[0]!.reviews.items)
      expect(item.review_status).toBe('APPROVED');
  });
});
