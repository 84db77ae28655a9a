import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Agg = {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: { label: string; value: string; count: number }[];
};
type Listing = {
  products: {
    total_count: number;
    items: {
      sku: string;
      name: string;
      price_range: { minimum_price: { final_price: { value: number } } };
    }[];
    aggregations: Agg[];
    page_info: { total_pages: number; current_page: number; page_size: number };
    sort_fields: { default: string; options: { value: string }[] };
  };
};

const LISTING = `query($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int, $page: Int) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $page) {
    total_count page_info { current_page page_size total_pages } sort_fields { default options { label value } }
    items { sku name price_range { minimum_price { final_price { value currency } } } }
    aggregations { attribute_code label count position options { label value count } } } }`;

const list = async (variables: Record<string, unknown>, store?: string) => {
  const r = await t.gql<Listing>(LISTING, variables, store);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.products;
};
const agg = (p: Listing['products'], code: string) => p.aggregations.find((a) => a.attribute_code === code);
const SKINCARE = 'Mw==';

describe('products: filters, search, sorts, aggregations, paging', () => {
  it('filters by category, price range and two attributes at once', async () => {
    const all = await list({ filter: { category_uid: { eq: SKINCARE } }, pageSize: 100 });
    const skin = agg(all, 'skin_type')!;
    const dry = skin.options.find((o) => o.label === 'Dry')!;
    const form = agg(all, 'product_form')!;
    const cream = form.options.find((o) => o.label === 'Cream')!;
    const both = await list({
      filter: {
        category_uid: { eq: SKINCARE },
        skin_type: { eq: dry.value },
        product_form: { in: [cream.value] },
      },
      pageSize: 100,
    });
    expect(both.total_count).toBeGreaterThan(0);
    expect(both.total_count).toBeLessThan(Math.min(dry.count, cream.count) + 1);
    const priced = await list({
      filter: { category_uid: { eq: SKINCARE }, price: { from: '30', to: '40' } },
      pageSize: 100,
    });
    expect(priced.total_count).toBeGreaterThan(0);
    for (const i of priced.items)
      expect(i.price_range.minimum_price.final_price.value).toBeGreaterThanOrEqual(30);
    const byId = await list({ filter: { category_id: { in: ['5'] } }, pageSize: 100 });
    expect(byId.items.every((i) => i.sku.startsWith('AB-SE'))).toBe(true);
  });

  it('counts facets over the result, each facet ignoring its own filter', async () => {
    const base = await list({ filter: { category_uid: { eq: SKINCARE } }, pageSize: 6 });
    const skin = agg(base, 'skin_type')!;
    const first = skin.options[0]!;
    const filtered = await list({
      filter: { category_uid: { eq: SKINCARE }, skin_type: { eq: first.value } },
      pageSize: 6,
    });
    expect(filtered.total_count).toBe(first.count);
    // Same options and counts for the facet that is filtered on …
    expect(agg(filtered, 'skin_type')!.options).toEqual(skin.options);
    // … while the other facets count only the filtered products.
    const formTotal = (p: Listing['products']) =>
      agg(p, 'product_form')!.options.reduce((a, o) => a + o.count, 0);
    expect(formTotal(filtered)).toBe(filtered.total_count);
    expect(agg(base, 'category_uid')!.options.map((o) => o.label)).toEqual([
      'Cleansers',
      'Serums',
      'Moisturisers',
      'Masks',
    ]);
    expect(agg(base, 'price')!.options[0]!.value).toMatch(/^\d+_\d+$/);
    expect(base.aggregations.map((a) => a.attribute_code)).toEqual(
      expect.arrayContaining([
        'category_uid',
        'price',
        'skin_type',
        'product_form',
        'collection',
        'ingredient_free_of',
        'package_volume',
      ]),
    );
    const de = await list({ filter: { category_uid: { eq: SKINCARE } }, pageSize: 1 }, 'de');
    expect(agg(de, 'skin_type')!.label).toBe('Hauttyp');
  });

  it('ranks name matches above description matches in full-text search', async () => {
    const r = await list({ search: 'cloudberry', pageSize: 50 });
    expect(r.total_count).toBeGreaterThan(10);
    expect(r.sort_fields.default).toBe('relevance');
    expect(r.items.slice(0, 5).every((i) => /Cloudberry/.test(i.name))).toBe(true);
    const partial = await list({ search: 'serum lingon', pageSize: 10 });
    expect(partial.items[0]!.name).toMatch(/Lingonberry.*Serum/);
    const de = await list({ search: 'Moltebeere', pageSize: 10 }, 'de');
    expect(de.items[0]!.name).toMatch(/Moltebeer/);
    const sku = await list({ search: 'AB-MU-010', pageSize: 5 });
    expect(sku.items[0]!.sku).toBe('AB-MU-010');
  });

  it('sorts by every sort field', async () => {
    const filter = { category_uid: { eq: SKINCARE } };
    const skus = async (sort: Record<string, string>) => (await list({ filter, sort, pageSize: 10 })).items;
    const prices = (items: Listing['products']['items']) =>
      items.map((i) => i.price_range.minimum_price.final_price.value);
    const high = prices(await skus({ PRICE_HIGH_LOW: 'DESC' }));
    expect([...high].sort((a, b) => b - a)).toEqual(high);
    const low = prices(await skus({ PRICE_LOW_HIGH: 'ASC' }));
    expect([...low].sort((a, b) => a - b)).toEqual(low);
    const best = (await skus({ BESTSELLER: 'DESC' })).map((i) => i.sku);
    const fresh = (await skus({ NEW_ARRIVAL: 'DESC' })).map((i) => i.sku);
    const position = (await skus({ position: 'ASC' })).map((i) => i.sku);
    expect(best[0]).toBe('AB-MO-001');
    expect(fresh).not.toEqual(best);
    expect(position.slice(0, 2)).toEqual(['AB-CL-001', 'AB-CL-002']);
    const names = (await skus({ name: 'ASC' })).map((i) => i.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const base = await list({ filter, pageSize: 1 });
    expect(base.sort_fields.options.map((o) => o.value)).toEqual([
      'position',
      'name',
      'price',
      'BESTSELLER',
      'NEW_ARRIVAL',
      'PRICE_HIGH_LOW',
      'PRICE_LOW_HIGH',
    ]);
  });

  it('pages like Magento', async () => {
    const p1 = await list({ filter: { category_uid: { eq: SKINCARE } }, pageSize: 6, page: 1 });
    const p2 = await list({ filter: { category_uid: { eq: SKINCARE } }, pageSize: 6, page: 2 });
    expect(p1.page_info).toEqual({
      current_page: 1,
      page_size: 6,
      total_pages: Math.ceil(p1.total_count / 6),
    });
    expect(p2.items.map((i) => i.sku).some((s) => p1.items.map((i) => i.sku).includes(s))).toBe(false);
  });

  it('lists the filterable attributes in the filter input introspection', async () => {
    const r = await t.gql<{ __type: { inputFields: { name: string; type: { name: string } }[] } }>(
      '{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }',
    );
    const fields = r.body.data!.__type.inputFields.map((f) => f.name);
    expect(fields).toEqual(
      expect.arrayContaining([
        'category_uid',
        'price',
        'skin_type',
        'product_form',
        'shade',
        'package_volume',
        'collection',
        'ingredient_free_of',
      ]),
    );
  });
});

describe('product types', () => {
  it('serves configurable options, variants and child_products', async () => {
    const r = await t.gql<{
      products: { items: Record<string, unknown>[] };
    }>(`{ products(filter: { url_key: { eq: "velvet-matte-lipstick" } }) { items { __typename sku
      ... on ConfigurableProduct { configurable_options { attribute_code attribute_uid label position values { uid value_index label default_label store_label swatch_data { __typename value } } }
        variants { attributes { code value_index uid } product { sku stock_status } }
        child_products { option_ids swatch { __typename value } product { sku stock_status max_qty volume media_gallery { url } } } } } } }`);
    const item = r.body.data!.products.items[0] as {
      configurable_options: {
        attribute_code: string;
        values: { swatch_data: { __typename: string; value: string }; value_index: number }[];
      }[];
      variants: { attributes: { value_index: number }[] }[];
      child_products: {
        option_ids: number[];
        swatch: { value: string };
        product: { media_gallery: unknown[] };
      }[];
    };
    expect(item.configurable_options[0]!.attribute_code).toBe('shade');
    expect(item.configurable_options[0]!.values[0]!.swatch_data).toEqual({
      __typename: 'ColorSwatchData',
      value: '#a4243b',
    });
    expect(item.child_products).toHaveLength(4);
    expect(item.child_products[0]!.option_ids).toEqual([item.variants[0]!.attributes[0]!.value_index]);
    expect(item.child_products[0]!.product.media_gallery.length).toBeGreaterThanOrEqual(2);
    const volume = await t.gql<{
      products: {
        items: { configurable_options: { attribute_code: string; values: { label: string }[] }[] }[];
      };
    }>(
      '{ products(filter: { sku: { eq: "AB-MO-001" } }) { items { ... on ConfigurableProduct { configurable_options { attribute_code values { label } } } } } }',
    );
    expect(volume.body.data!.products.items[0]!.configurable_options[0]).toEqual({
      attribute_code: 'package_volume',
      values: [{ label: '30 ml' }, { label: '50 ml' }],
    });
  });

  it('serves gift cards with amounts and options per currency', async () => {
    const q = `{ products(filter: { sku: { eq: "AB-GC-001" } }) { items { __typename sku price_range { minimum_price { final_price { value currency } } maximum_price { final_price { value } } }
      ... on GiftCardProduct { allow_open_amount open_amount_min open_amount_max giftcard_type giftcard_amounts { uid value website_value }
        gift_card_options { __typename title required uid option_id } } } } }`;
    type G = {
      products: {
        items: {
          __typename: string;
          giftcard_amounts: { uid: string; value: number }[];
          gift_card_options: { uid: string; title: string; required: boolean }[];
          allow_open_amount: boolean;
          open_amount_min: number;
          giftcard_type: string;
          price_range: { minimum_price: { final_price: { value: number; currency: string } } };
        }[];
      };
    };
    const en = (await t.gql<G>(q)).body.data!.products.items[0]!;
    expect(en.__typename).toBe('GiftCardProduct');
    expect(en.giftcard_amounts.map((a) => a.value)).toEqual([25, 50, 100]);
    expect(Buffer.from(en.giftcard_amounts[0]!.uid, 'base64').toString()).toBe(
      'giftcard/giftcard_amount/25.0000',
    );
    expect(en).toMatchObject({ allow_open_amount: true, open_amount_min: 10, giftcard_type: 'VIRTUAL' });
    expect(en.gift_card_options.map((o) => Buffer.from(o.uid, 'base64').toString())).toContain(
      'giftcard/giftcard_message',
    );
    const au = (await t.gql<G>(q, undefined, 'au')).body.data!.products.items[0]!;
    expect(au.giftcard_amounts.map((a) => a.value)).toEqual([40, 80, 160]);
    expect(au.price_range.minimum_price.final_price.currency).toBe('AUD');
  });

  it('serves every store view in its currency', async () => {
    for (const [store, currency] of [
      ['en', 'EUR'],
      ['de', 'EUR'],
      ['fr', 'EUR'],
      ['mc', 'EUR'],
      ['au', 'AUD'],
    ]) {
      const r = await list({ filter: { sku: { eq: 'AB-CL-001' } } }, store);
      expect(r.items[0]!.price_range.minimum_price.final_price).toEqual({
        value: currency === 'AUD' ? 39.95 : 24,
        currency,
      });
    }
  });

  it('serves the product page fields', async () => {
    const r = await t.gql<{ products: { items: Record<string, unknown>[] } }>(
      `{ products(filter: { url_key: { eq: "cloudberry-cleansing-gel" } }) { items { sku
      description { html } ingredients { name position } how_to_use shipping_info sustainability certificates ean_code is_makeup is_custom_price is_sample_product
      rating_summary review_count reviews(pageSize: 2) { items { nickname summary text average_rating ratings_breakdown { name value } created_at } page_info { total_pages } }
      related_products { sku } upsell_products { sku } crosssell_products { sku } pdp_related_products { sku } volume_products { sku volume }
      media_gallery { url label position disabled } canonical_url canonical_full_url url_rewrites { url } categories { name } meta_title } } }`,
      undefined,
      'de',
    );
    const p = r.body.data!.products.items[0] as {
      ingredients: { name: string }[];
      volume_products: { sku: string }[];
      media_gallery: unknown[];
      how_to_use: string;
      rating_summary: number;
      review_count: number;
      reviews: { items: unknown[] };
    };
    expect(r.body.errors).toBeUndefined();
    expect(p.ingredients[1]!.name).toBe('Moltebeerensamenöl');
    expect(p.how_to_use).toContain('einmassieren');
    expect(p.volume_products.map((v) => v.sku)).toEqual(['AB-CL-001L']);
    expect(p.media_gallery.length).toBeGreaterThanOrEqual(3);
    expect(p.rating_summary).toBeGreaterThanOrEqual(0);
    expect(p.reviews.items.length).toBeLessThanOrEqual(2);
  });
});

describe('labels', () => {
  const Q =
    '{ products(filter: { sku: { in: ["AB-SE-005", "AB-CL-004"] } }, sort: { name: ASC }) { items { sku labels { label_id name txt customer_group_ids } } } }';
  type L = {
    products: {
      items: { sku: string; labels: { label_id: number; txt: string; customer_group_ids: number[] }[] }[];
    };
  };
  it('derives Coming Soon (-2) and Out of Stock (-1) labels', async () => {
    const r = await t.gql<L>(Q);
    const bySku = Object.fromEntries(
      r.body.data!.products.items.map((i) => [i.sku, i.labels.map((l) => l.label_id)]),
    );
    expect(bySku['AB-SE-005']).toContain(-2);
    expect(bySku['AB-SE-005']).not.toContain(-1);
    expect(bySku['AB-CL-004']).toContain(-1);
    const de = await t.gql<L>(Q, undefined, 'de');
    expect(
      de.body.data!.products.items.find((i) => i.sku === 'AB-CL-004')!.labels.find((l) => l.label_id === -1)!
        .txt,
    ).toBe('Ausverkauft');
  });

  it('labels a configurable product Out of Stock only when none of its variants can be bought (spec §4)', async () => {
    const r = await t.gql<L>(
      '{ products(filter: { sku: { in: ["AB-SE-107", "AB-MU-110"] } }) { items { sku labels { label_id name txt customer_group_ids } } } }',
    );
    const bySku = Object.fromEntries(
      r.body.data!.products.items.map((i) => [i.sku, i.labels.map((l) => l.label_id)]),
    );
    // Sea Algae serum: its own status says out of stock, but the 30 and 50 ml variants are in stock.
    expect(bySku['AB-SE-107']).not.toContain(-1);
    expect(bySku['AB-MU-110']).toContain(-1);
  });

  it('shows group labels only to that customer group', async () => {
    const q =
      '{ products(filter: { category_uid: { eq: "Mw==" } }, pageSize: 100) { items { labels { label_id } } } }';
    const ids = async (group: string) =>
      (
        await t.gql<{ products: { items: { labels: { label_id: number }[] }[] } }>(q, undefined, undefined, {
          'customer-group': group,
        })
      ).body.data!.products.items.flatMap((i) => i.labels.map((l) => l.label_id));
    const guest = await ids('0');
    const pro = await ids('2');
    expect(guest).not.toContain(5);
    expect(pro).toContain(5);
    expect(guest).toContain(2);
    expect(guest).not.toContain(6);
    expect(await ids('1')).toContain(6);
  });

  it('serves label settings', async () => {
    const r = await t.gql<{ amLabelSetting: Record<string, unknown> }>(
      '{ amLabelSetting { product_container category_container max_labels show_several_on_place labels_alignment margin_between } }',
    );
    expect(r.body.data!.amLabelSetting).toMatchObject({ labels_alignment: 1, max_labels: 3 });
  });
});

describe('menus, categories and stock', () => {
  it('serves menus by identifier for every store view', async () => {
    type M = {
      scandiwebMenu: {
        identifier: string;
        items: {
          item_id: string;
          title: string;
          parent_id: number;
          url: string;
          icon: string | null;
          dropdown_products: { sku: string; name: string; small_image: { url: string } }[];
        }[];
      };
    };
    const Q =
      'query($id: String!) { scandiwebMenu(identifier: $id) { menu_id title identifier css_class items { item_id title url parent_id icon position is_active url_type category_id cms_page_identifier dropdown_products { sku name small_image { url } price_range { minimum_price { final_price { value } } } } } } }';
    for (const code of ['en', 'de', 'fr', 'au', 'mc']) {
      for (const suffix of ['', '-home']) {
        const r = await t.gql<M>(Q, { id: `menu-${code}${suffix}` }, code);
        expect(r.body.errors).toBeUndefined();
        expect(r.body.data!.scandiwebMenu.items.length).toBeGreaterThan(3);
      }
    }
    const de = (await t.gql<M>(Q, { id: 'menu-de' }, 'de')).body.data!.scandiwebMenu;
    const skincare = de.items.find((i) => i.title === 'Hautpflege')!;
    expect(skincare).toMatchObject({
      parent_id: 0,
      url: '/hautpflege.html',
      icon: '/media/menu/skincare.svg',
    });
    expect(skincare.dropdown_products).toHaveLength(1);
    expect(de.items.find((i) => i.title === 'Make-up')!.dropdown_products).toHaveLength(3);
    expect(de.items.filter((i) => i.parent_id === Number(skincare.item_id)).length).toBe(4);
  });

  it('serves category extras: hreflangs, cms blocks, image_mobile, display mode', async () => {
    const r = await t.gql<{ categories: { items: Record<string, unknown>[] } }>(
      `{ categories(filters: { category_uid: { eq: "Mw==" } }) { items { name image image_mobile display_mode default_sort_by product_count children_count position
      landing_page landing_page_middle cms_block { identifier title content } cms_block_middle { identifier content } hreflangs { url lang } meta_title meta_description breadcrumbs { category_name } } } }`,
      undefined,
      'fr',
    );
    const c = r.body.data!.categories.items[0] as {
      hreflangs: { url: string; lang: string }[];
      cms_block: { identifier: string; content: string };
      cms_block_middle: { identifier: string };
      image_mobile: string;
      display_mode: string;
    };
    expect(c.hreflangs).toEqual(
      expect.arrayContaining([
        { url: '/de/hautpflege.html', lang: 'de-DE' },
        { url: '/en/skincare.html', lang: 'en-US' },
      ]),
    );
    expect(c.hreflangs.find((h) => h.url.startsWith('/mc/'))).toBeUndefined();
    expect(c.cms_block.identifier).toBe('skincare-landing');
    expect(c.cms_block.content).toContain('Rituels');
    expect(c.cms_block_middle.identifier).toBe('skincare-middle');
    expect(c).toMatchObject({
      display_mode: 'PRODUCTS_AND_PAGE',
      image_mobile: '/media/catalog/category/skincare-mobile.png',
    });
  });

  it('reports the salable quantity', async () => {
    const q = 'query($sku: String!) { availableProductQty(sku: $sku) }';
    const low = await t.gql<{ availableProductQty: number }>(q, { sku: 'AB-SE-004' });
    expect(low.body.data!.availableProductQty).toBe(3);
    const out = await t.gql<{ availableProductQty: number }>(q, { sku: 'AB-CL-004' });
    expect(out.body.data!.availableProductQty).toBe(0);
    const none = await t.gql<{ availableProductQty: number | null }>(q, { sku: 'NOPE' });
    expect(none.body.data!.availableProductQty).toBeNull();
  });

  it('resolves every footer link in en, de and fr', async () => {
    for (const store of ['en', 'de', 'fr']) {
      const r = await t.gql<{ cmsBlocks: { items: { content: string }[] } }>(
        '{ cmsBlocks(identifiers: ["footer"]) { items { content } } }',
        undefined,
        store,
      );
      const hrefs = [...r.body.data!.cmsBlocks.items[0]!.content.matchAll(/href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(hrefs.length).toBeGreaterThan(5);
      for (const url of hrefs) {
        const route = await t.gql<{ route: { __typename: string } | null }>(
          'query($url: String!) { route(url: $url) { __typename } }',
          { url },
          store,
        );
        expect(route.body.data?.route, `${store} ${url}`).not.toBeNull();
      }
    }
  });
});

describe('reviews and stock alerts', () => {
  const CREATE =
    'mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } } }';

  it('lists rating metadata and creates a pending review', async () => {
    const meta = await t.gql<{
      productReviewRatingsMetadata: {
        items: { id: string; name: string; values: { value: string; value_id: string }[] }[];
      };
    }>('{ productReviewRatingsMetadata { items { id name values { value value_id } } } }');
    const rating = meta.body.data!.productReviewRatingsMetadata.items[0]!;
    expect(rating.values.map((v) => v.value)).toEqual(['1', '2', '3', '4', '5']);
    const before = await t.gql<{ products: { items: { review_count: number }[] } }>(
      '{ products(filter: { sku: { eq: "AB-MA-001" } }) { items { review_count } } }',
    );
    const r = await t.gql<{ createProductReview: { review: Record<string, unknown> } }>(CREATE, {
      input: {
        sku: 'AB-MA-001',
        nickname: 'Tester',
        summary: 'Lovely',
        text: 'Really nice mask',
        ratings: [{ id: rating.id, value_id: rating.values[3]!.value_id }],
      },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.createProductReview.review).toMatchObject({
      nickname: 'Tester',
      average_rating: 80,
      ratings_breakdown: [{ name: 'Rating', value: '4' }],
      product: { sku: 'AB-MA-001' },
    });
    // Pending reviews are not public.
    const after = await t.gql<{ products: { items: { review_count: number }[] } }>(
      '{ products(filter: { sku: { eq: "AB-MA-001" } }) { items { review_count } } }',
    );
    expect(after.body.data!.products.items[0]!.review_count).toBe(
      before.body.data!.products.items[0]!.review_count,
    );
  });

  it('validates reviews like Magento', async () => {
    const base = {
      sku: 'AB-MA-001',
      nickname: 'A',
      summary: 'B',
      text: 'C',
      ratings: [{ id: 'NA==', value_id: 'MjA=' }],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: ' ' }, 'Please enter a nickname.'],
      [{ summary: '' }, 'Please enter a review summary.'],
      [{ text: '' }, 'Please enter a review.'],
      [{ sku: 'NOPE' }, 'Could not find a product with SKU "NOPE"'],
      [{ ratings: [{ id: 'NA==', value_id: 'OTk=' }] }, 'Value of uid "OTk=" is incorrect.'],
    ];
    for (const [patch, message] of cases) {
      const r = await t.gql(CREATE, { input: { ...base, ...patch } });
      expect(r.body.errors?.[0]?.message).toBe(message);
    }
  });

  it('signs up for stock alerts and validates the e-mail', async () => {
    const Q =
      'mutation($input: ProductAlertStockInput!) { subscribeProductAlertStock(input: $input) { success message } }';
    const bad = await t.gql(Q, { input: { sku: 'AB-CL-004', email: 'not-an-email' } });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'The entered email is not valid',
      extensions: { category: 'graphql-input' },
    });
    const ok = await t.gql<{ subscribeProductAlertStock: { success: boolean } }>(Q, {
      input: { sku: 'AB-CL-004', email: 'aino@example.com' },
    });
    expect(ok.body.data!.subscribeProductAlertStock.success).toBe(true);
    const again = await t.gql<{ subscribeProductAlertStock: { success: boolean } }>(Q, {
      input: { sku: 'AB-CL-004', email: 'aino@example.com' },
    });
    expect(again.body.data!.subscribeProductAlertStock.success).toBe(true);
  });
});
