import type { Db, Queryable } from '../client.js';
import { categories, descriptionHtml, products, shortDescriptionHtml, type Lang, type SeedCategory } from './catalog-data.js';
import { blocksFor, pagesFor } from './cms-data.js';
import { bannerSvg, logoSvg, productImagePath, productSvg } from './media.js';
import { groups, storeConfigFor, stores } from './stores.js';

/** Text scope per language: English is the default scope (0), as Magento's admin values. */
const LANG_SCOPE: Record<Lang, number> = { en: 0, de: 6, fr: 9 };
const LANGS: Lang[] = ['en', 'de', 'fr'];
const ATTRIBUTES = {
  package_volume: { id: 201, label: { en: 'Volume', de: 'Inhalt', fr: 'Contenance' }, swatch: 'text' },
  shade: { id: 202, label: { en: 'Shade', de: 'Farbton', fr: 'Teinte' }, swatch: 'color' },
} as const;

type Row = Record<string, unknown>;

/** Multi-row INSERT in chunks: one round trip per ~100 rows keeps seeding fast on a remote PostgreSQL. */
async function insertRows(tx: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const params: unknown[] = [];
    const values = chunk.map((r) => `(${cols.map((c) => { params.push(r[c] ?? null); return `$${params.length}`; }).join(', ')})`);
    await tx.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

function categoryPath(cat: SeedCategory, lang: Lang): string {
  const parts: string[] = [];
  let c: SeedCategory | undefined = cat;
  while (c && c.id > 2) {
    parts.unshift(c.urlKey[lang]);
    c = categories.find((x) => x.id === c!.parent);
  }
  return parts.join('/');
}

function idPath(cat: SeedCategory): { path: string; level: number } {
  const ids: number[] = [];
  let c: SeedCategory | undefined = cat;
  while (c) {
    ids.unshift(c.id);
    c = categories.find((x) => x.id === c!.parent);
  }
  return { path: ids.join('/'), level: ids.length - 1 };
}

/** Seeds stores, catalogue, CMS, rewrites and media once; a database that already has stores is left alone. */
export async function seedIfEmpty(db: Db, log: (msg: string) => void): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM store');
  if (count > 0) return false;
  await db.transaction(async (tx) => seed(tx));
  log('seed data inserted');
  return true;
}

async function seed(tx: Queryable): Promise<void> {
  await insertRows(tx, 'store_group', groups.map((g) => ({ ...g })));
  await insertRows(
    tx,
    'store',
    stores.map((s) => ({
      store_id: s.store_id, code: s.code, name: s.name, group_id: s.group_id, sort_order: s.sort_order,
      is_active: true, is_default: s.is_default, locale: s.locale, base_currency_code: s.currency,
      default_display_currency_code: s.currency, default_country: s.default_country, timezone: s.timezone,
      config: JSON.stringify(storeConfigFor(s)),
    })),
  );

  // Categories
  await insertRows(
    tx,
    'category',
    categories.map((c) => ({
      entity_id: c.id, parent_id: c.parent, ...idPath(c), position: c.position,
      include_in_menu: c.includeInMenu === false ? 0 : 1, is_active: true,
      image: c.id >= 3 && c.parent === 2 ? `catalog/category/${c.urlKey.en}.svg` : null,
    })),
  );
  const catStore: Row[] = [];
  for (const c of categories) {
    for (const lang of LANGS) {
      if (lang !== 'en' && c.id <= 2) continue;
      catStore.push({
        category_id: c.id, store_id: LANG_SCOPE[lang], name: c.name[lang], url_key: c.urlKey[lang],
        url_path: categoryPath(c, lang), description: c.description?.[lang] ?? null,
        meta_title: c.id > 2 ? c.name[lang] : null, meta_description: c.description?.[lang]?.replace(/<[^>]+>/g, '') ?? null,
        meta_keywords: null,
      });
    }
  }
  await insertRows(tx, 'category_store', catStore);

  // Configurable attributes and their options
  await insertRows(tx, 'configurable_attribute', Object.entries(ATTRIBUTES).map(([code, a]) => ({ attribute_id: a.id, attribute_code: code, label: a.label.en, swatch_type: a.swatch })));

  const productRows: Row[] = [];
  const storeRows: Row[] = [];
  const priceRows: Row[] = [];
  const catRows: Row[] = [];
  const optionRows = new Map<string, Row>();
  const superAttr: Row[] = [];
  const superLink: Row[] = [];
  const media: Row[] = [];
  let nextId = 1;
  let superId = 1;
  const addMedia = (path: string, body: string) => media.push({ path, content_type: 'image/svg+xml', body });

  for (const [pos, p] of products.entries()) {
    const id = nextId++;
    const image = productImagePath(p.urlKey);
    const hover = productImagePath(`${p.urlKey}-alt`);
    addMedia(image, productSvg({ name: p.name.en, shape: p.shape, color: p.color }));
    addMedia(hover, productSvg({ name: p.name.en, shape: p.shape, color: p.color, variant: 'alt' }));
    const children = p.options?.variants ?? [];
    const allChildrenOut = children.length > 0 && children.every((v) => v.outOfStock);
    productRows.push({
      entity_id: id, sku: p.sku, type_id: children.length ? 'configurable' : 'simple', visibility: 4,
      stock_status: p.outOfStock || allChildrenOut ? 'OUT_OF_STOCK' : 'IN_STOCK',
      qty: p.outOfStock ? 0 : 100, max_qty: p.outOfStock ? 0 : (p.maxQty ?? null), volume: p.volume, collection: p.collection,
      is_coming_soon: p.comingSoon ?? false, is_pre_order: p.preOrder ?? false, is_makeup: p.makeup ?? false,
      weight: 0.2, image, hover_image: hover,
    });
    for (const lang of LANGS) {
      storeRows.push({
        product_id: id, store_id: LANG_SCOPE[lang], name: p.name[lang], url_key: p.urlKey,
        description: descriptionHtml(p, lang, p.name[lang]), short_description: shortDescriptionHtml(p, lang),
        meta_title: p.name[lang], meta_description: descriptionHtml(p, lang, p.name[lang]).replace(/<[^>]+>/g, ' ').trim().slice(0, 160),
        meta_keyword: `${p.collection}, ${p.name[lang]}`,
      });
    }
    priceRows.push({ product_id: id, currency: 'EUR', regular_price: p.eur, final_price: p.special?.eur ?? p.eur });
    priceRows.push({ product_id: id, currency: 'AUD', regular_price: p.aud, final_price: p.special?.aud ?? p.aud });
    for (const c of p.categories) catRows.push({ category_id: c, product_id: id, position: pos + 1 });

    if (p.options) {
      const attr = ATTRIBUTES[p.options.attribute];
      superAttr.push({ product_super_attribute_id: superId++, product_id: id, attribute_id: attr.id, position: 0 });
      for (const [i, v] of p.options.variants.entries()) {
        const childId = nextId++;
        const childFile = `${p.urlKey}-${v.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        const childImage = productImagePath(childFile);
        addMedia(childImage, productSvg({ name: p.name.en, shape: p.shape, color: v.color ?? p.color }));
        optionRows.set(`${attr.id}:${v.valueIndex}`, { attribute_id: attr.id, value_index: v.valueIndex, label: v.label, swatch_value: v.color ?? v.label, sort_order: i });
        productRows.push({
          entity_id: childId, sku: v.sku, type_id: 'simple', visibility: 1,
          stock_status: v.outOfStock ? 'OUT_OF_STOCK' : 'IN_STOCK', qty: v.outOfStock ? 0 : 100,
          max_qty: v.outOfStock ? 0 : (p.maxQty ?? null),
          volume: p.options.attribute === 'package_volume' ? v.label : p.volume, collection: p.collection,
          is_coming_soon: false, is_pre_order: false, is_makeup: p.makeup ?? false, weight: 0.2, image: childImage, hover_image: hover,
        });
        for (const lang of LANGS) {
          const name = `${p.name[lang]} ${v.label}`;
          storeRows.push({
            product_id: childId, store_id: LANG_SCOPE[lang], name, url_key: `${p.urlKey}-${v.sku.toLowerCase()}`,
            description: descriptionHtml(p, lang, name), short_description: shortDescriptionHtml(p, lang),
            meta_title: name, meta_description: null, meta_keyword: null,
          });
        }
        priceRows.push({ product_id: childId, currency: 'EUR', regular_price: v.eur, final_price: v.eur });
        priceRows.push({ product_id: childId, currency: 'AUD', regular_price: v.aud, final_price: v.aud });
        superLink.push({ parent_id: id, product_id: childId, attribute_id: attr.id, value_index: v.valueIndex });
      }
    }
  }
  await insertRows(tx, 'product', productRows);
  await insertRows(tx, 'product_store', storeRows);
  await insertRows(tx, 'product_price', priceRows);
  await insertRows(tx, 'category_product', catRows);
  await insertRows(tx, 'configurable_attribute_option', [...optionRows.values()]);
  await insertRows(tx, 'product_super_attribute', superAttr);
  await insertRows(tx, 'product_super_link', superLink);

  // CMS pages and blocks: English in the default scope, German and French per store view.
  const pageRows: Row[] = [];
  const blockRows: Row[] = [];
  const pageIds: Record<Lang, Map<string, number>> = { en: new Map(), de: new Map(), fr: new Map() };
  let pageId = 1;
  let blockId = 1;
  for (const lang of LANGS) {
    const copyright = storeConfigFor(stores.find((s) => s.lang === lang)!).copyright as string;
    for (const page of pagesFor(lang)) {
      pageIds[lang].set(page.identifier, pageId);
      pageRows.push({ page_id: pageId++, store_id: LANG_SCOPE[lang], is_active: true, ...page });
    }
    for (const block of blocksFor(lang, copyright)) blockRows.push({ block_id: blockId++, store_id: LANG_SCOPE[lang], is_active: true, ...block });
  }
  await insertRows(tx, 'cms_page', pageRows);
  await insertRows(tx, 'cms_block', blockRows);

  // URL rewrites for every store view (as Magento generates them per store).
  const rewrites: Row[] = [];
  for (const s of stores) {
    const lang = s.lang;
    const pathOf = (catId: number) => `${categoryPath(categories.find((c) => c.id === catId)!, lang)}.html`;
    for (const c of categories) {
      if (c.id <= 2) continue;
      rewrites.push({ store_id: s.store_id, request_path: pathOf(c.id), target_path: `catalog/category/view/id/${c.id}`, redirect_type: 0, entity_type: 'category', entity_id: c.id });
    }
    for (const row of productRows) {
      if (row.visibility !== 4) continue;
      const key = (storeRows.find((r) => r.product_id === row.entity_id)!.url_key as string);
      rewrites.push({ store_id: s.store_id, request_path: `${key}.html`, target_path: `catalog/product/view/id/${String(row.entity_id)}`, redirect_type: 0, entity_type: 'product', entity_id: row.entity_id });
    }
    for (const [identifier, id] of pageIds[lang]) {
      rewrites.push({ store_id: s.store_id, request_path: identifier, target_path: `cms/page/view/page_id/${id}`, redirect_type: 0, entity_type: 'cms-page', entity_id: id });
    }
    // Redirects kept after a catalogue restructuring (one permanent, one temporary) and a renamed product.
    rewrites.push({ store_id: s.store_id, request_path: 'old-skincare.html', target_path: pathOf(3), redirect_type: 301, entity_type: 'category', entity_id: 3 });
    rewrites.push({ store_id: s.store_id, request_path: 'summer-sale.html', target_path: pathOf(13), redirect_type: 302, entity_type: 'category', entity_id: 13 });
    const cream = productRows.find((r) => r.sku === 'AB-MO-001')!;
    rewrites.push({ store_id: s.store_id, request_path: 'cloudberry-cream.html', target_path: 'arctic-cloudberry-day-cream.html', redirect_type: 301, entity_type: 'product', entity_id: cream.entity_id });
  }
  await insertRows(tx, 'url_rewrite', rewrites);

  addMedia('wysiwyg/home/hero-aurora.svg', bannerSvg({ title: 'Aurora Botanica', hue: '#37d6a0' }));
  addMedia('wysiwyg/about/lapland-fells.svg', bannerSvg({ title: 'Lapland fells', hue: '#7fb3ff', width: 1200, height: 600 }));
  addMedia('logo/aurora-botanica.svg', logoSvg());
  addMedia('favicon/aurora-botanica.svg', logoSvg());
  for (const c of categories.filter((x) => x.parent === 2)) {
    addMedia(`catalog/category/${c.urlKey.en}.svg`, bannerSvg({ title: c.name.en, hue: ['#37d6a0', '#f4a259', '#8e7cc3', '#e5533d'][c.position % 4]!, width: 1200, height: 400 }));
  }
  await insertRows(tx, 'media_asset', media);
}
