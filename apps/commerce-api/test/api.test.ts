import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());

type Err = { message: string; extensions?: Record<string, unknown> };
const firstError = (body: { errors?: Err[] }) => body.errors?.[0];

describe('storeConfig and store switching', () => {
  const expected = [
    { code: 'au', id: 17, currency: 'AUD', locale: 'en_AU' },
    { code: 'en', id: 1, currency: 'EUR', locale: 'en_US' },
    { code: 'de', id: 6, currency: 'EUR', locale: 'de_DE' },
    { code: 'fr', id: 9, currency: 'EUR', locale: 'fr_FR' },
    { code: 'mc', id: 16, currency: 'EUR', locale: 'lv_LV' },
  ];
  it.each(expected)('serves store view $code', async ({ code, id, currency, locale }) => {
    const r = await t.gql<{ storeConfig: Record<string, unknown> }>(
      `{ storeConfig { store_code id locale base_currency_code default_display_currency_code secure_base_media_url category_url_suffix root_category_uid default_country loyalty_pwa_enabled store_group_code } }`,
      undefined,
      code,
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.storeConfig).toMatchObject({
      store_code: code,
      id,
      locale,
      base_currency_code: currency,
      default_display_currency_code: currency,
      secure_base_media_url: '/media/',
      category_url_suffix: '.html',
    });
    expect(r.headers.get('x-magento-cache-id')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('defaults to en and varies the cache id by store', async () => {
    const en = await t.gql<{ storeConfig: { store_code: string } }>('{ storeConfig { store_code } }');
    const de = await t.gql('{ storeConfig { store_code } }', undefined, 'de');
    expect(en.body.data?.storeConfig.store_code).toBe('en');
    expect(en.headers.get('x-magento-cache-id')).not.toBe(de.headers.get('x-magento-cache-id'));
  });

  it('rejects an unknown store like Magento', async () => {
    const r = await t.gql('{ storeConfig { store_code } }', undefined, 'xx');
    expect(firstError(r.body)).toMatchObject({
      message: 'Requested store is not found',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('lists available stores, optionally by current group', async () => {
    const all = await t.gql<{ availableStores: { store_code: string }[] }>(
      '{ availableStores { store_code store_name store_sort_order } }',
    );
    expect(all.body.data?.availableStores.map((s) => s.store_code).sort()).toEqual([
      'au',
      'de',
      'en',
      'fr',
      'mc',
    ]);
    const group = await t.gql<{ availableStores: { store_code: string }[] }>(
      '{ availableStores(useCurrentGroup: true) { store_code } }',
      undefined,
      'de',
    );
    expect(group.body.data?.availableStores.map((s) => s.store_code)).toEqual(['en', 'de', 'fr']);
  });
});

describe('routing', () => {
  const ROUTE = `query($url: String!) { route(url: $url) { __typename relative_url redirect_code type ... on CategoryTree { uid name } ... on ProductInterface { sku } ... on CmsPage { identifier title } } }`;

  it('resolves a category with and without suffix or leading slash', async () => {
    for (const url of ['skincare.html', '/skincare.html', 'skincare', '/skincare/serums.html']) {
      const r = await t.gql<{ route: Record<string, unknown> }>(ROUTE, { url });
      expect(r.body.data?.route).toMatchObject({
        __typename: 'CategoryTree',
        type: 'CATEGORY',
        redirect_code: 0,
      });
    }
  });

  it('resolves localized category URLs per store', async () => {
    const r = await t.gql<{ route: Record<string, unknown> }>(ROUTE, { url: 'hautpflege.html' }, 'de');
    expect(r.body.data?.route).toMatchObject({ name: 'Hautpflege', relative_url: 'hautpflege.html' });
    const en = await t.gql<{ route: unknown }>(ROUTE, { url: 'hautpflege.html' }, 'en');
    expect(en.body.data?.route).toBeNull();
  });

  it('resolves products, CMS pages, redirects and unknown URLs', async () => {
    const product = await t.gql<{ route: Record<string, unknown> }>(ROUTE, {
      url: 'arctic-cloudberry-day-cream.html',
    });
    expect(product.body.data?.route).toMatchObject({
      __typename: 'ConfigurableProduct',
      type: 'PRODUCT',
      sku: 'AB-MO-001',
    });
    const page = await t.gql<{ route: Record<string, unknown> }>(ROUTE, { url: '/about' });
    expect(page.body.data?.route).toMatchObject({
      __typename: 'CmsPage',
      type: 'CMS_PAGE',
      identifier: 'about',
    });
    const redirect = await t.gql<{ route: Record<string, unknown> }>(ROUTE, { url: 'old-skincare.html' });
    expect(redirect.body.data?.route).toMatchObject({
      __typename: 'CategoryTree',
      redirect_code: 301,
      relative_url: 'skincare.html',
    });
    const temp = await t.gql<{ route: Record<string, unknown> }>(ROUTE, { url: 'summer-sale.html' }, 'fr');
    expect(temp.body.data?.route).toMatchObject({
      redirect_code: 302,
      relative_url: 'coffrets-cadeaux.html',
    });
    const unknown = await t.gql<{ route: unknown }>(ROUTE, { url: 'no-such-page.html' });
    expect(unknown.body.errors).toBeUndefined();
    expect(unknown.body.data?.route).toBeNull();
  });

  it('resolves system paths such as catalog/product/view/id/N to the entity itself', async () => {
    const bySeo = await t.gql<{ route: { sku: string; relative_url: string } }>(ROUTE, {
      url: 'cloudberry-cleansing-gel.html',
    });
    const sku = bySeo.body.data?.route.sku;
    const ids = await t.gql<{ products: { items: { id: number }[] } }>(
      `{ products(filter: { sku: { eq: "${sku}" } }) { items { id } } }`,
    );
    const id = ids.body.data?.products.items[0]?.id;
    const r = await t.gql<{ route: Record<string, unknown> }>(ROUTE, {
      url: `catalog/product/view/id/${id}`,
    });
    expect(r.body.data?.route).toMatchObject({
      sku,
      redirect_code: 0,
      relative_url: 'cloudberry-cleansing-gel.html',
    });
  });

  it('serves the deprecated urlResolver', async () => {
    const q = `query($url: String!) { urlResolver(url: $url) { id entity_uid relative_url redirectCode type canonical_url } }`;
    const r = await t.gql<{ urlResolver: Record<string, unknown> }>(q, { url: 'old-skincare.html' });
    expect(r.body.data?.urlResolver).toMatchObject({
      id: 3,
      entity_uid: 'Mw==',
      relative_url: 'skincare.html',
      redirectCode: 301,
      type: 'CATEGORY',
    });
    const p = await t.gql<{ urlResolver: Record<string, unknown> }>(q, {
      url: 'cloudberry-cleansing-gel.html',
    });
    expect(p.body.data?.urlResolver).toMatchObject({ type: 'PRODUCT', redirectCode: 0 });
    const none = await t.gql<{ urlResolver: unknown }>(q, { url: 'nope' });
    expect(none.body.data?.urlResolver).toBeNull();
  });
});

describe('CMS', () => {
  it('returns pages with Page Builder content, localized for de', async () => {
    const q =
      '{ cmsPage(identifier: "home") { identifier url_key title content content_heading page_layout meta_title } }';
    const en = await t.gql<{ cmsPage: Record<string, string> }>(q);
    expect(en.body.data?.cmsPage.content).toContain('data-content-type="banner"');
    expect(en.body.data?.cmsPage.content).toContain('/media/wysiwyg/home/hero-aurora.png');
    expect(en.body.data?.cmsPage.content).toContain('data-appearance="contained" data-element="main"');
    const de = await t.gql<{ cmsPage: Record<string, string> }>(q, undefined, 'de');
    expect(de.body.data?.cmsPage.title).toBe('Startseite');
    expect(de.body.data?.cmsPage.content).toContain('Hautpflege entdecken');
    expect(de.body.data?.cmsPage.content).toContain('/hautpflege.html');
  });

  it('reports an unknown page as no-such-entity', async () => {
    const r = await t.gql('{ cmsPage(identifier: "missing") { title } }');
    expect(firstError(r.body)).toMatchObject({
      message: 'The CMS page with the "missing" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('returns blocks in order and localized', async () => {
    const r = await t.gql<{ cmsBlocks: { items: { identifier: string; content: string }[] } }>(
      '{ cmsBlocks(identifiers: ["footer", "home-usp"]) { items { identifier title content } } }',
      undefined,
      'fr',
    );
    expect(r.body.data?.cmsBlocks.items.map((b) => b.identifier)).toEqual(['footer', 'home-usp']);
    expect(r.body.data?.cmsBlocks.items[0]?.content).toContain('Tous droits réservés');
    const missing = await t.gql('{ cmsBlocks(identifiers: ["nope"]) { items { identifier } } }');
    expect(firstError(missing.body)?.extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe('catalog', () => {
  it('returns the category tree for the store root', async () => {
    const r = await t.gql<{
      categoryList: {
        name: string;
        children: { name: string; url_path: string; children: { name: string }[] }[];
      }[];
    }>(
      '{ categoryList { uid name level children { name url_path url_suffix level product_count children_count breadcrumbs { category_name } children { name breadcrumbs { category_name category_url_path } } } } }',
      undefined,
      'de',
    );
    expect(r.body.errors).toBeUndefined();
    const root = r.body.data!.categoryList[0]!;
    expect(root.children.map((c) => c.name)).toEqual(['Hautpflege', 'Make-up', 'Körper', 'Sets & Geschenke']);
    expect(root.children[0]!.children.map((c) => c.name)).toEqual([
      'Reinigung',
      'Seren',
      'Feuchtigkeitspflege',
      'Masken',
    ]);
    expect(root.children[0]!.url_path).toBe('hautpflege');
  });

  it('finds categories by url_key via categories()', async () => {
    const r = await t.gql<{
      categories: {
        total_count: number;
        items: { name: string; breadcrumbs: { category_name: string }[] }[];
      };
    }>(
      '{ categories(filters: { url_key: { eq: "serums" } }) { total_count items { name canonical_url breadcrumbs { category_name } } page_info { total_pages } } }',
    );
    expect(r.body.data?.categories.total_count).toBe(1);
    expect(r.body.data?.categories.items[0]).toMatchObject({
      name: 'Serums',
      breadcrumbs: [{ category_name: 'Skincare' }],
    });
  });

  it('pages and sorts products in a category', async () => {
    const q = `query($page: Int, $sort: ProductAttributeSortInput) { products(filter: { category_uid: { eq: "Mw==" } }, pageSize: 5, currentPage: $page, sort: $sort) {
      total_count page_info { current_page page_size total_pages } items { sku name price_range { minimum_price { final_price { value currency } } } } } }`;
    type P = {
      products: {
        total_count: number;
        page_info: { total_pages: number; current_page: number };
        items: {
          sku: string;
          name: string;
          price_range: { minimum_price: { final_price: { value: number } } };
        }[];
      };
    };
    const p1 = await t.gql<P>(q, { page: 1 });
    const p2 = await t.gql<P>(q, { page: 2 });
    expect(p1.body.data?.products.total_count).toBe(66);
    expect(p1.body.data?.products.page_info).toMatchObject({
      current_page: 1,
      page_size: 5,
      total_pages: 14,
    });
    expect(p1.body.data?.products.items).toHaveLength(5);
    const skus1 = p1.body.data!.products.items.map((i) => i.sku);
    expect(p2.body.data!.products.items.map((i) => i.sku).some((s) => skus1.includes(s))).toBe(false);
    const byPrice = await t.gql<P>(q, { page: 1, sort: { price: 'DESC' } });
    const prices = byPrice.body.data!.products.items.map(
      (i) => i.price_range.minimum_price.final_price.value,
    );
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    const byName = await t.gql<P>(q, { page: 1, sort: { name: 'ASC' } });
    const names = byName.body.data!.products.items.map((i) => i.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it('serves AUD prices, German texts and spec extension fields', async () => {
    const q = `{ products(filter: { sku: { in: ["AB-SE-002", "AB-SET-002", "AB-SE-005"] } }, sort: { name: ASC }) { items { sku name stock_status is_coming_soon is_pre_order max_qty volume collection
      description { html } small_image { url label } media_gallery { url position }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } } } } }`;
    type Item = {
      sku: string;
      name: string;
      price_range: {
        minimum_price: {
          regular_price: { value: number; currency: string };
          discount: { percent_off: number };
        };
      };
      small_image: { url: string };
    } & Record<string, unknown>;
    const au = await t.gql<{ products: { items: Item[] } }>(q, undefined, 'au');
    const serum = au.body.data!.products.items.find((i) => i.sku === 'AB-SE-002')!;
    expect(serum.price_range.minimum_price.regular_price).toEqual({ value: 79.95, currency: 'AUD' });
    expect(serum.price_range.minimum_price.discount.percent_off).toBeGreaterThan(0);
    expect(au.body.data!.products.items.find((i) => i.sku === 'AB-SE-005')).toMatchObject({
      is_coming_soon: true,
      stock_status: 'OUT_OF_STOCK',
    });
    expect(au.body.data!.products.items.find((i) => i.sku === 'AB-SET-002')).toMatchObject({
      is_pre_order: true,
      max_qty: 2,
    });
    const de = await t.gql<{ products: { items: Item[] } }>(q, undefined, 'de');
    expect(de.body.data!.products.items.find((i) => i.sku === 'AB-SE-002')!.name).toBe(
      'Preiselbeer Vitamin-C-Serum',
    );
    const img = await t.api.fetch(new Request(`http://shop.test${serum.small_image.url}`));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(await img.text()).toContain('<svg');
  });

  it('serves configurable options and variants', async () => {
    const r = await t.gql<{
      products: {
        items: {
          configurable_options: { attribute_code: string; values: { label: string }[] }[];
          variants: { product: { sku: string; stock_status: string } }[];
        }[];
      };
    }>(
      `{ products(filter: { url_key: { eq: "skin-veil-foundation" } }) { items { __typename sku ... on ConfigurableProduct {
        configurable_options { attribute_code label values { uid label swatch_data { __typename value } } }
        variants { attributes { code label value_index } product { sku stock_status volume } } } } } }`,
    );
    const item = r.body.data!.products.items[0]!;
    expect(item.configurable_options[0]?.attribute_code).toBe('shade');
    expect(item.configurable_options[0]?.values.map((v) => v.label)).toEqual([
      'Snow 01',
      'Birch 02',
      'Sand 03',
      'Amber 04',
    ]);
    expect(item.variants.find((v) => v.product.sku === 'AB-MU-001-03')?.product.stock_status).toBe(
      'OUT_OF_STOCK',
    );
  });

  it('searches by text with relevance', async () => {
    const r = await t.gql<{ products: { total_count: number; items: { name: string }[] } }>(
      '{ products(search: "cloudberry", pageSize: 50) { total_count items { name } } }',
    );
    expect(r.body.data!.products.total_count).toBeGreaterThan(3);
    expect(r.body.data!.products.items[0]!.name).toMatch(/Cloudberry/);
  });

  it('validates paging like Magento', async () => {
    const zero = await t.gql('{ products(search: "serum", pageSize: 0) { total_count } }');
    expect(firstError(zero.body)).toMatchObject({
      message: 'pageSize value must be greater than 0.',
      extensions: { category: 'graphql-input' },
    });
    const page = await t.gql('{ products(search: "serum", currentPage: 0) { total_count } }');
    expect(firstError(page.body)?.message).toBe('currentPage value must be greater than 0.');
    const beyond = await t.gql('{ products(search: "serum", currentPage: 99) { total_count } }');
    expect(firstError(beyond.body)?.message).toMatch(
      /currentPage value 99 specified is greater than the \d+ page\(s\) available\./,
    );
  });
});

describe('transport and limits', () => {
  it('limits query depth with a graphql-input error', async () => {
    const deep = `{ categoryList { children { children { children { children { children { children { children { children { children { children { children { children { children { children { name } } } } } } } } } } } } } } } }`;
    const r = await t.gql(deep);
    expect(firstError(r.body)).toMatchObject({ extensions: { category: 'graphql-input' } });
    expect(firstError(r.body)?.message).toMatch(/Max query depth should be 15 but got 16/);
  });

  it('limits aliases', async () => {
    const many = Array.from({ length: 31 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ');
    const r = await t.gql(`{ ${many} }`);
    expect(firstError(r.body)?.message).toMatch(/Max number of aliases/);
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const res = await t.api.fetch(
      new Request('http://shop.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": ',
      }),
    );
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/\bat .+\.(js|ts):\d+/);
    expect(JSON.parse(text).errors[0].message).toBeTruthy();
  });

  it('answers a missing query with 400', async () => {
    const res = await t.api.fetch(
      new Request('http://shop.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(400);
  });

  it('allows GET queries and refuses GET mutations', async () => {
    const ok = await t.api.fetch(
      new Request(`http://shop.test/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, {
        headers: { store: 'fr' },
      }),
    );
    expect(ok.status).toBe(200);
    expect(
      ((await ok.json()) as { data: { storeConfig: { store_code: string } } }).data.storeConfig.store_code,
    ).toBe('fr');
    const mutation = await t.api.fetch(
      new Request(`http://shop.test/graphql?query=${encodeURIComponent('mutation { noop }')}`),
    );
    expect([400, 405]).toContain(mutation.status);
  });

  it('serves banner PNGs at the nearest srcset width, and SVGs as they are', async () => {
    const size = async (url: string) => {
      const res = await t.api.fetch(new Request(`http://shop.test${url}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
    };
    const full = await size('/media/wysiwyg/home/hero-aurora.png');
    expect(full).toMatchObject({ width: 1600, height: 700 });
    // Detailed enough to count as contentful (well above 0.05 bits per pixel), small enough to send.
    expect((full.bytes * 8) / (full.width * full.height)).toBeGreaterThan(0.5);
    expect(full.bytes).toBeLessThan(160_000);
    expect(await size('/media/wysiwyg/home/hero-aurora.png?width=640')).toMatchObject({
      width: 640,
      height: 280,
    });
    expect((await size('/media/wysiwyg/home/hero-aurora.png?width=700')).width).toBe(960);
    expect((await size('/media/wysiwyg/home/hero-aurora.png?width=2560')).width).toBe(1600);
    expect((await size('/media/catalog/category/skincare-mobile.png?width=320')).width).toBe(320);
    const svg = await t.api.fetch(new Request('http://shop.test/media/logo/aurora-botanica.svg?width=40'));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await svg.text()).toContain('<svg');
  });

  it('sends banners as AVIF or WebP at the srcset width when the browser accepts them', async () => {
    const get = (accept: string) =>
      t.api.fetch(
        new Request('http://shop.test/media/wysiwyg/home/hero-aurora.png?width=640', { headers: { accept } }),
      );
    const avif = await get('image/avif,image/apng,image/*,*/*;q=0.8');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    const webp = await get('image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const webpBytes = Buffer.from(await webp.arrayBuffer());
    expect(await sharp(webpBytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 280 });
    const png = await get('image/png');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(webpBytes.length).toBeLessThan(Buffer.from(await png.arrayBuffer()).length / 2);
  });

  it('sends SVG pictures at a srcset width as WebP or AVIF, and marks or other widths as SVG', async () => {
    const packshot = '/media/catalog/product/s/k/skin-veil-foundation-snow-01.svg';
    const webpAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const get = (path: string, accept?: string) =>
      t.api.fetch(new Request(`http://shop.test${path}`, accept ? { headers: { accept } } : {}));
    const webp = await get(`${packshot}?width=320`, webpAccept);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept');
    // Drawn at the width asked for, in the drawing's proportions (600 × 800).
    expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 427,
    });
    const wide = await get(`${packshot}?width=960`, webpAccept);
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({ width: 960 });
    const avif = await get(`${packshot}?width=160`, 'image/avif,image/*');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    // A label's seal too (a card's only SVG image otherwise).
    const seal = await get('/media/labels/vegan.svg?width=80', webpAccept);
    expect(seal.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await seal.arrayBuffer())).metadata()).toMatchObject({ width: 80 });
    // A browser that takes neither, a width outside the srcset's, no width, and a mark: the SVG.
    for (const [path, accept] of [
      [`${packshot}?width=320`, 'image/png,image/*;q=0.8'],
      [`${packshot}?width=300`, webpAccept],
      [packshot, webpAccept],
      ['/media/labels/vegan.svg', webpAccept],
      ['/media/logo/aurora-botanica.svg?width=160', webpAccept],
    ] as const) {
      const answer = await get(path, accept);
      expect(answer.headers.get('content-type'), path).toBe('image/svg+xml; charset=utf-8');
      expect(await answer.text()).toContain('<svg');
    }
  });

  it('returns 404 for paths that are not the API and for unknown media', async () => {
    expect((await t.api.fetch(new Request('http://shop.test/somewhere'))).status).toBe(404);
    expect((await t.api.fetch(new Request('http://shop.test/media/../etc/passwd'))).status).toBe(404);
    expect(
      (await t.api.fetch(new Request('http://shop.test/media/catalog/product/x/y/none.svg'))).status,
    ).toBe(404);
  });
});
