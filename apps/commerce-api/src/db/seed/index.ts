import type { Db, Queryable } from '../client.js';
import {
  categories,
  descriptionHtml,
  shortDescriptionHtml,
  type L10n,
  type Lang,
  type SeedCategory,
} from './catalog-data.js';
import {
  VOLUME_SIBLINGS,
  backstageFor,
  certificatesFor,
  eanFor,
  groupOf,
  hash,
  howToUseFor,
  ingredientsFor,
  products,
  shippingInfoFor,
  sustainabilityFor,
  type CatalogProduct,
} from './catalog-more.js';
import { categoryBlocksFor, servicePagesFor } from './cms-more.js';
import {
  FILTER_ATTRIBUTES,
  FORMS,
  FREE_OF,
  LABELS,
  MENU_HOME,
  MENU_MAIN,
  MENU_TITLES,
  RATING,
  SKIN_TYPES,
  formOf,
  freeOfFor,
  iconSvg,
  reviewsFor,
  skinTypesFor,
  type SeedMenuItem,
} from './extras-data.js';
import { BLOG_TABLES, blogRewrites, seedBlog } from './blog.js';
import { blocksFor, pagesFor } from './cms-data.js';
import { bannerPngAssets } from './raster.js';
import { lifestyleSvg, logoSvg, productImagePath, productSvg, textureSvg } from './media.js';
import { QUIZ_TABLES, seedQuiz } from './quiz.js';
import { groups, storeConfigFor, stores } from './stores.js';

/** Text scope per language: English is the default scope (0), as Magento's admin values. */
const LANG_SCOPE: Record<Lang, number> = { en: 0, de: 6, fr: 9 };
const LANGS: Lang[] = ['en', 'de', 'fr'];
export const ATTRIBUTES = {
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
    const values = chunk.map(
      (r) =>
        `(${cols
          .map((c) => {
            params.push(r[c] ?? null);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
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

/** Bump when the seed changes: a database seeded by an older version is cleared and seeded again. */
export const SEED_VERSION = '6';

/** Seeds stores, catalogue, CMS, rewrites and media; a database already holding this seed version is left alone. */
export async function seedIfEmpty(db: Db, log: (msg: string) => void): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM store',
  );
  const version = (await db.query<{ value: string }>("SELECT value FROM seed_meta WHERE key = 'version'"))[0]
    ?.value;
  if (count > 0 && version === SEED_VERSION) return false;
  const started = Date.now();
  await db.transaction(async (tx) => {
    // Seeding is long work at start-up; the statement timeout is for requests.
    await tx.query('SET LOCAL statement_timeout = 0');
    if (count > 0) await clearSeed(tx);
    await seed(tx);
    await tx.query("INSERT INTO seed_meta (key, value) VALUES ('version', $1)", [SEED_VERSION]);
  });
  log(`seed data inserted in ${Date.now() - started} ms`);
  return true;
}

const SEEDED_TABLES = [
  ...BLOG_TABLES,
  ...QUIZ_TABLES,
  'review_vote',
  'review',
  'product_alert_stock',
  'product_label_product',
  'product_label',
  'product_link',
  'giftcard_amount',
  'product_media',
  'product_attribute_option',
  'catalog_attribute_option_label',
  'catalog_attribute_option',
  'catalog_attribute_label',
  'catalog_attribute',
  'rating_option',
  'rating',
  'menu_item',
  'menu',
  'url_rewrite',
  'product_super_link',
  'product_super_attribute',
  'configurable_attribute_option',
  'configurable_attribute',
  'category_product',
  'product_price',
  'product_store',
  'product',
  'category_store',
  'category',
  'cms_page',
  'cms_block',
  'media_asset',
  'store',
  'store_group',
  'seed_meta',
];

async function clearSeed(tx: Queryable): Promise<void> {
  for (const table of SEEDED_TABLES) await tx.query(`DELETE FROM ${table}`);
}

const TS_CONFIG: Record<Lang, string> = { en: 'english', de: 'german', fr: 'french' };
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);
const dateOf = (day: number) => new Date(EPOCH + day * DAY_MS).toISOString();
const mlOf = (label: string) => Number(/^(\d+(?:\.\d+)?) ml$/.exec(label)?.[1] ?? NaN);

async function seed(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'store_group',
    groups.map((g) => ({ ...g })),
  );
  await insertRows(
    tx,
    'store',
    stores.map((s) => ({
      store_id: s.store_id,
      code: s.code,
      name: s.name,
      group_id: s.group_id,
      sort_order: s.sort_order,
      is_active: true,
      is_default: s.is_default,
      locale: s.locale,
      base_currency_code: s.currency,
      default_display_currency_code: s.currency,
      default_country: s.default_country,
      timezone: s.timezone,
      config: JSON.stringify(storeConfigFor(s)),
    })),
  );

  // Categories
  const LANDING: Record<number, [string | null, string | null]> = {
    3: ['skincare-landing', 'skincare-middle'],
    8: ['makeup-landing', null],
    13: [null, 'gifts-middle'],
  };
  await insertRows(
    tx,
    'category',
    categories.map((c) => ({
      entity_id: c.id,
      parent_id: c.parent,
      ...idPath(c),
      position: c.position,
      include_in_menu: c.includeInMenu === false ? 0 : 1,
      is_active: true,
      image: c.id >= 3 && c.parent === 2 ? `catalog/category/${c.urlKey.en}.png` : null,
      image_mobile: c.id >= 3 && c.parent === 2 ? `catalog/category/${c.urlKey.en}-mobile.png` : null,
      display_mode: LANDING[c.id] ? 'PRODUCTS_AND_PAGE' : 'PRODUCTS',
      default_sort_by: c.id === 14 ? 'price' : 'position',
      landing_block: LANDING[c.id]?.[0] ?? null,
      landing_block_middle: LANDING[c.id]?.[1] ?? null,
    })),
  );
  const catStore: Row[] = [];
  for (const c of categories) {
    for (const lang of LANGS) {
      if (lang !== 'en' && c.id <= 2) continue;
      catStore.push({
        category_id: c.id,
        store_id: LANG_SCOPE[lang],
        name: c.name[lang],
        url_key: c.urlKey[lang],
        url_path: categoryPath(c, lang),
        description: c.description?.[lang] ?? null,
        meta_title: c.id > 2 ? c.name[lang] : null,
        meta_description: c.description?.[lang]?.replace(/<[^>]+>/g, '') ?? null,
        meta_keywords: c.id > 2 ? `${c.name[lang]}, Aurora Botanica` : null,
      });
    }
  }
  await insertRows(tx, 'category_store', catStore);

  await insertRows(
    tx,
    'configurable_attribute',
    Object.entries(ATTRIBUTES).map(([code, a]) => ({
      attribute_id: a.id,
      attribute_code: code,
      label: a.label.en,
      swatch_type: a.swatch,
    })),
  );

  // One option id per label, as Magento has one option per value: variants sharing "30 ml" share the id.
  const optionIds: Record<'package_volume' | 'shade', Map<string, number>> = {
    package_volume: new Map(),
    shade: new Map(),
  };
  const nextOption = { package_volume: 5100, shade: 6100 };
  const swatches = new Map<number, string>();
  const canonical = (
    attr: 'package_volume' | 'shade',
    label: string,
    declared = 0,
    color?: string,
  ): number => {
    let id = optionIds[attr].get(label);
    if (id === undefined) {
      const taken = new Set(optionIds[attr].values());
      id = declared > 0 && !taken.has(declared) ? declared : nextOption[attr]++;
      optionIds[attr].set(label, id);
    }
    if (color && !swatches.has(id)) swatches.set(id, color);
    return id;
  };

  const productRows: Row[] = [];
  const storeRows: Row[] = [];
  const priceRows: Row[] = [];
  const catRows: Row[] = [];
  const superAttr: Row[] = [];
  const superLink: Row[] = [];
  const attrRows = new Map<string, Row>();
  const galleryRows: Row[] = [];
  const amountRows: Row[] = [];
  const media: Row[] = [];
  const visible: { id: number; p: CatalogProduct; price: number }[] = [];
  const idBySku = new Map<string, number>();
  let nextId = 1;
  let superId = 1;
  let amountId = 1;
  const addMedia = (path: string, body: string) => media.push({ path, content_type: 'image/svg+xml', body });
  const addAttr = (productId: number, attributeId: number, optionId: number) =>
    attrRows.set(`${productId}:${attributeId}:${optionId}`, {
      product_id: productId,
      attribute_id: attributeId,
      option_id: optionId,
    });
  const addGallery = (
    productId: number,
    fileBase: string,
    p: CatalogProduct,
    color: string,
    withLifestyle: boolean,
  ) => {
    const shots: [string, string, string][] = [
      ['image', productImagePath(fileBase), productSvg({ name: p.name.en, shape: p.shape, color })],
      [
        'hover',
        productImagePath(`${fileBase}-alt`),
        productSvg({ name: p.name.en, shape: p.shape, color, variant: 'alt' }),
      ],
      ['texture', productImagePath(`${fileBase}-texture`), textureSvg({ name: p.name.en, color })],
    ];
    if (withLifestyle)
      shots.push([
        'lifestyle',
        productImagePath(`${fileBase}-lifestyle`),
        lifestyleSvg({ name: p.name.en, shape: p.shape, color }),
      ]);
    for (const [i, [kind, path, body]] of shots.entries()) {
      addMedia(path, body);
      galleryRows.push({ product_id: productId, position: i + 1, path, kind, disabled: false });
    }
    return { image: shots[0]![1], hover: shots[1]![1] };
  };
  const texts = (productId: number, p: CatalogProduct, lang: Lang, name: string, urlKey: string): Row => ({
    product_id: productId,
    store_id: LANG_SCOPE[lang],
    name,
    url_key: urlKey,
    description: descriptionHtml(p, lang, name),
    short_description: shortDescriptionHtml(p, lang),
    meta_title: name,
    meta_description: descriptionHtml(p, lang, name)
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .slice(0, 160),
    meta_keyword: `${p.collection}, ${name}`,
    how_to_use: howToUseFor(p, lang),
    ingredients: JSON.stringify(ingredientsFor(p, lang)),
    shipping_info: shippingInfoFor(p, lang),
    sustainability: sustainabilityFor(p, lang),
    backstage: backstageFor(p, lang),
  });
  const collectionOptions = new Map<string, number>();
  const collectionOption = (name: string): number => {
    let id = collectionOptions.get(name);
    if (id === undefined) {
      id = 7201 + collectionOptions.size;
      collectionOptions.set(name, id);
    }
    return id;
  };
  const BOOST: Record<string, number> = {
    'AB-MO-001': 3000,
    'AB-CL-001': 2900,
    'AB-MU-010': 2800,
    'AB-SE-002': 2700,
    'AB-MU-001': 2600,
  };

  for (const [pos, p] of products.entries()) {
    const id = nextId++;
    idBySku.set(p.sku, id);
    const h = hash(p.sku);
    const { image, hover } = addGallery(id, p.urlKey, p, p.color, h % 2 === 0);
    const children = p.options?.variants ?? [];
    const allChildrenOut = children.length > 0 && children.every((v) => v.outOfStock);
    const gc = p.giftcard;
    productRows.push({
      entity_id: id,
      sku: p.sku,
      type_id: gc ? 'giftcard' : children.length ? 'configurable' : 'simple',
      visibility: 4,
      stock_status: p.outOfStock || allChildrenOut ? 'OUT_OF_STOCK' : 'IN_STOCK',
      qty: gc ? null : p.outOfStock ? 0 : (p.maxQty ?? 40 + (h % 160)),
      max_qty: p.outOfStock ? 0 : (p.maxQty ?? null),
      volume: p.volume,
      collection: p.collection,
      is_coming_soon: p.comingSoon ?? false,
      is_pre_order: p.preOrder ?? false,
      is_makeup: p.makeup ?? false,
      weight: gc?.type === 'VIRTUAL' ? null : 0.2,
      image,
      hover_image: hover,
      created_at: dateOf(p.createdDay ?? pos),
      bestseller_score: (h % 1000) + (BOOST[p.sku] ?? 0),
      ean_code: eanFor(id),
      certificates: certificatesFor(p),
      is_custom_price: false,
      is_sample_product: false,
      allow_open_amount: !!gc?.open,
      open_amount_min: gc?.open?.eur[0] ?? null,
      open_amount_max: gc?.open?.eur[1] ?? null,
      giftcard_type: gc?.type ?? null,
      allow_message: !!gc,
    });
    for (const lang of LANGS) storeRows.push(texts(id, p, lang, p.name[lang], p.urlKey));

    // Prices: a configurable product starts at its cheapest variant, a gift card at its smallest amount.
    let eur = { regular: p.eur, final: p.special?.eur ?? p.eur };
    let aud = { regular: p.aud, final: p.special?.aud ?? p.aud };
    if (children.length) {
      const cheapest = children.reduce((a, b) => (b.eur < a.eur ? b : a));
      eur = { regular: cheapest.eur, final: cheapest.eur };
      aud = { regular: cheapest.aud, final: cheapest.aud };
    }
    if (gc) {
      eur = { regular: Math.min(...gc.amounts.eur, gc.open?.eur[0] ?? Infinity), final: 0 };
      eur.final = eur.regular;
      aud = { regular: Math.min(...gc.amounts.aud, gc.open?.aud[0] ?? Infinity), final: 0 };
      aud.final = aud.regular;
      for (const v of gc.amounts.eur)
        amountRows.push({ value_id: amountId++, product_id: id, website_id: 1, currency: 'EUR', value: v });
      for (const v of gc.amounts.aud)
        amountRows.push({ value_id: amountId++, product_id: id, website_id: 2, currency: 'AUD', value: v });
    }
    priceRows.push({ product_id: id, currency: 'EUR', regular_price: eur.regular, final_price: eur.final });
    priceRows.push({ product_id: id, currency: 'AUD', regular_price: aud.regular, final_price: aud.final });
    for (const c of p.categories) catRows.push({ category_id: c, product_id: id, position: pos + 1 });
    visible.push({ id, p, price: eur.final });

    // Layered navigation values.
    for (const o of skinTypesFor(p.benKey)) addAttr(id, 210, o);
    addAttr(id, 211, FORMS.find(([, code]) => code === formOf(p))![0]);
    if (!gc) addAttr(id, 212, collectionOption(p.collection));
    for (const o of freeOfFor(p)) addAttr(id, 213, o);
    if (p.volume && !Number.isNaN(mlOf(p.volume))) addAttr(id, 201, canonical('package_volume', p.volume));

    if (p.options) {
      const attrCode = p.options.attribute;
      const attr = ATTRIBUTES[attrCode];
      superAttr.push({
        product_super_attribute_id: superId++,
        product_id: id,
        attribute_id: attr.id,
        position: 0,
      });
      for (const v of p.options.variants) {
        const childId = nextId++;
        idBySku.set(v.sku, childId);
        const valueIndex = canonical(attrCode, v.label, v.valueIndex, v.color);
        addAttr(id, attr.id, valueIndex);
        const childFile = `${p.urlKey}-${v.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
        const childMedia = addGallery(childId, childFile, p, v.color ?? p.color, false);
        productRows.push({
          entity_id: childId,
          sku: v.sku,
          type_id: 'simple',
          visibility: 1,
          stock_status: v.outOfStock ? 'OUT_OF_STOCK' : 'IN_STOCK',
          qty: v.outOfStock ? 0 : (p.maxQty ?? 20 + (hash(v.sku) % 80)),
          max_qty: v.outOfStock ? 0 : (p.maxQty ?? null),
          volume: attrCode === 'package_volume' ? v.label : p.volume,
          collection: p.collection,
          is_coming_soon: false,
          is_pre_order: false,
          is_makeup: p.makeup ?? false,
          weight: 0.2,
          image: childMedia.image,
          hover_image: childMedia.hover,
          created_at: dateOf(p.createdDay ?? pos),
          bestseller_score: 0,
          ean_code: eanFor(childId),
          certificates: certificatesFor(p),
          is_custom_price: false,
          is_sample_product: false,
          allow_open_amount: false,
          open_amount_min: null,
          open_amount_max: null,
          giftcard_type: null,
          allow_message: false,
        });
        for (const lang of LANGS)
          storeRows.push(
            texts(childId, p, lang, `${p.name[lang]} ${v.label}`, `${p.urlKey}-${v.sku.toLowerCase()}`),
          );
        priceRows.push({ product_id: childId, currency: 'EUR', regular_price: v.eur, final_price: v.eur });
        priceRows.push({ product_id: childId, currency: 'AUD', regular_price: v.aud, final_price: v.aud });
        superLink.push({
          parent_id: id,
          product_id: childId,
          attribute_id: attr.id,
          value_index: valueIndex,
        });
      }
    }
  }

  const optionRows: Row[] = [];
  for (const attrCode of ['package_volume', 'shade'] as const) {
    const entries = [...optionIds[attrCode].entries()];
    if (attrCode === 'package_volume') entries.sort((a, b) => mlOf(a[0]) - mlOf(b[0]));
    for (const [i, [label, valueIndex]] of entries.entries()) {
      optionRows.push({
        attribute_id: ATTRIBUTES[attrCode].id,
        value_index: valueIndex,
        label,
        swatch_value: swatches.get(valueIndex) ?? label,
        sort_order: i,
      });
    }
  }

  await insertRows(tx, 'product', productRows);
  await insertRows(tx, 'product_store', storeRows);
  for (const lang of LANGS) {
    await tx.query(
      `UPDATE product_store ps SET search_vector =
         setweight(to_tsvector($2::regconfig, coalesce(ps.name, '')), 'A') ||
         setweight(to_tsvector($2::regconfig, coalesce(p.collection, '') || ' ' || coalesce(ps.ingredients, '')), 'B') ||
         setweight(to_tsvector($2::regconfig, regexp_replace(coalesce(ps.description, ''), '<[^>]+>', ' ', 'g')), 'C')
       FROM product p WHERE p.entity_id = ps.product_id AND ps.store_id = $1`,
      [LANG_SCOPE[lang], TS_CONFIG[lang]],
    );
  }
  await insertRows(tx, 'product_price', priceRows);
  await insertRows(tx, 'category_product', catRows);
  await insertRows(tx, 'configurable_attribute_option', optionRows);
  await insertRows(tx, 'product_super_attribute', superAttr);
  await insertRows(tx, 'product_super_link', superLink);
  await insertRows(tx, 'product_media', galleryRows);
  await insertRows(tx, 'giftcard_amount', amountRows);

  // Filterable attributes: labels per store scope, options (configurable ones reuse their value indexes).
  const attrLabelRows: Row[] = [];
  const attrOptionRows: Row[] = [];
  const attrOptionLabelRows: Row[] = [];
  const addOption = (
    attributeId: number,
    optionId: number,
    sort: number,
    label: L10n,
    swatch: string | null,
  ) => {
    attrOptionRows.push({
      option_id: optionId,
      attribute_id: attributeId,
      sort_order: sort,
      swatch_value: swatch,
    });
    for (const lang of LANGS)
      attrOptionLabelRows.push({ option_id: optionId, store_id: LANG_SCOPE[lang], label: label[lang] });
  };
  for (const a of FILTER_ATTRIBUTES)
    for (const lang of LANGS)
      attrLabelRows.push({ attribute_id: a.id, store_id: LANG_SCOPE[lang], label: a.label[lang] });
  for (const [i, [id, , label]] of SKIN_TYPES.entries()) addOption(210, id, i, label, null);
  for (const [i, [id, , label]] of FORMS.entries()) addOption(211, id, i, label, null);
  for (const [i, [id, , label]] of FREE_OF.entries()) addOption(213, id, i, label, null);
  for (const [name, id] of collectionOptions)
    addOption(212, id, id - 7200, { en: name, de: name, fr: name }, null);
  for (const o of optionRows) {
    const label = String(o.label);
    addOption(
      Number(o.attribute_id),
      Number(o.value_index),
      Number(o.sort_order),
      { en: label, de: label, fr: label },
      Number(o.attribute_id) === 202 ? String(o.swatch_value) : null,
    );
  }
  await insertRows(
    tx,
    'catalog_attribute',
    FILTER_ATTRIBUTES.map((a) => ({
      attribute_id: a.id,
      attribute_code: a.code,
      frontend_input: a.input,
      is_filterable: true,
      position: a.position,
      swatch_type: a.swatch,
    })),
  );
  await insertRows(tx, 'catalog_attribute_label', attrLabelRows);
  await insertRows(tx, 'catalog_attribute_option', attrOptionRows);
  await insertRows(tx, 'catalog_attribute_option_label', attrOptionLabelRows);
  await insertRows(tx, 'product_attribute_option', [...attrRows.values()]);

  await seedLinks(tx, visible, idBySku);
  await seedLabels(tx, visible);
  await seedReviews(tx, visible);
  await seedMenus(tx, idBySku);

  // CMS pages and blocks: English in the default scope, German and French per store view.
  const pageRows: Row[] = [];
  const blockRows: Row[] = [];
  const pageIds: Record<Lang, Map<string, number>> = { en: new Map(), de: new Map(), fr: new Map() };
  let pageId = 1;
  let blockId = 1;
  for (const lang of LANGS) {
    const copyright = storeConfigFor(stores.find((s) => s.lang === lang)!).copyright as string;
    for (const page of [...pagesFor(lang), ...servicePagesFor(lang)]) {
      pageIds[lang].set(page.identifier, pageId);
      pageRows.push({ page_id: pageId++, store_id: LANG_SCOPE[lang], is_active: true, ...page });
    }
    for (const block of [...blocksFor(lang, copyright), ...categoryBlocksFor(lang)])
      blockRows.push({ block_id: blockId++, store_id: LANG_SCOPE[lang], is_active: true, ...block });
  }
  await insertRows(tx, 'cms_page', pageRows);
  await insertRows(tx, 'cms_block', blockRows);

  // URL rewrites for every store view (as Magento generates them per store).
  const rewrites: Row[] = [];
  for (const s of stores) {
    const lang = s.lang;
    const pathOf = (catId: number) =>
      `${categoryPath(
        categories.find((c) => c.id === catId)!,
        lang,
      )}.html`;
    for (const c of categories) {
      if (c.id <= 2) continue;
      rewrites.push({
        store_id: s.store_id,
        request_path: pathOf(c.id),
        target_path: `catalog/category/view/id/${c.id}`,
        redirect_type: 0,
        entity_type: 'category',
        entity_id: c.id,
      });
    }
    for (const row of productRows) {
      if (row.visibility !== 4) continue;
      const key = storeRows.find((r) => r.product_id === row.entity_id)!.url_key as string;
      rewrites.push({
        store_id: s.store_id,
        request_path: `${key}.html`,
        target_path: `catalog/product/view/id/${String(row.entity_id)}`,
        redirect_type: 0,
        entity_type: 'product',
        entity_id: row.entity_id,
      });
    }
    for (const [identifier, id] of pageIds[lang]) {
      rewrites.push({
        store_id: s.store_id,
        request_path: identifier,
        target_path: `cms/page/view/page_id/${id}`,
        redirect_type: 0,
        entity_type: 'cms-page',
        entity_id: id,
      });
    }
    // Redirects kept after a catalogue restructuring (one permanent, one temporary) and a renamed product.
    rewrites.push({
      store_id: s.store_id,
      request_path: 'old-skincare.html',
      target_path: pathOf(3),
      redirect_type: 301,
      entity_type: 'category',
      entity_id: 3,
    });
    rewrites.push({
      store_id: s.store_id,
      request_path: 'summer-sale.html',
      target_path: pathOf(13),
      redirect_type: 302,
      entity_type: 'category',
      entity_id: 13,
    });
    const cream = productRows.find((r) => r.sku === 'AB-MO-001')!;
    rewrites.push({
      store_id: s.store_id,
      request_path: 'cloudberry-cream.html',
      target_path: 'arctic-cloudberry-day-cream.html',
      redirect_type: 301,
      entity_type: 'product',
      entity_id: cream.entity_id,
    });
    if (storeConfigFor(s).amblog_enabled === true) rewrites.push(...blogRewrites(s.store_id, s.lang));
  }
  await insertRows(tx, 'url_rewrite', rewrites);

  // Banners are PNGs (with smaller copies for the srcset widths): the hero's first image is the
  // home page's Largest Contentful Paint, and browsers skip flat SVG artwork for that.
  media.push(
    ...bannerPngAssets('wysiwyg/home/hero-aurora.png', { hue: '#37d6a0', width: 1600, height: 700, seed: 1 }),
    ...bannerPngAssets('wysiwyg/about/lapland-fells.png', {
      hue: '#7fb3ff',
      width: 1200,
      height: 600,
      seed: 2,
    }),
  );
  addMedia('logo/aurora-botanica.svg', logoSvg());
  addMedia('favicon/aurora-botanica.svg', logoSvg());
  for (const c of categories.filter((x) => x.parent === 2)) {
    const hue = ['#37d6a0', '#f4a259', '#8e7cc3', '#e5533d'][c.position % 4]!;
    media.push(
      ...bannerPngAssets(`catalog/category/${c.urlKey.en}.png`, {
        hue,
        width: 1200,
        height: 400,
        seed: 10 + c.id,
      }),
      ...bannerPngAssets(`catalog/category/${c.urlKey.en}-mobile.png`, {
        hue,
        width: 768,
        height: 600,
        seed: 40 + c.id,
      }),
    );
  }
  for (const [file, letter, hue] of [
    ['skincare', 'S', '#37d6a0'],
    ['make-up', 'M', '#e07a8b'],
    ['body', 'B', '#7fa7b5'],
    ['sets-gifts', 'G', '#f4a259'],
    ['about', 'A', '#0b1d3a'],
  ] as const) {
    addMedia(`menu/${file}.svg`, iconSvg(letter, hue));
  }
  addMedia('labels/vegan.svg', iconSvg('V', '#2e8b7a'));
  await insertRows(tx, 'media_asset', media);
  await seedBlog(tx, insertRows);
  await seedQuiz(tx, insertRows);
}

type Visible = { id: number; p: CatalogProduct; price: number };

const COMPLEMENT: Record<string, number> = {
  cleanse: 5,
  serum: 6,
  cream: 7,
  mask: 4,
  face: 4,
  lips: 4,
  eyes: 4,
  body: 13,
  set: 12,
};

/** Related (same collection), up-sell (pricier, same category), cross-sell (next routine step), PDP related, volume siblings. */
async function seedLinks(tx: Queryable, visible: Visible[], idBySku: Map<string, number>): Promise<void> {
  const rows: Row[] = [];
  const pick = (from: Visible[], self: Visible, count: number, salt: string) =>
    from
      .filter((o) => o.id !== self.id && !o.p.giftcard)
      .sort((a, b) => hash(`${salt}${self.p.sku}${a.p.sku}`) - hash(`${salt}${self.p.sku}${b.p.sku}`))
      .slice(0, count);
  for (const v of visible) {
    if (v.p.giftcard) continue;
    const primary = v.p.categories[v.p.categories.length - 1]!;
    const group = groupOf(v.p);
    const add = (list: Visible[], type: string) =>
      list.forEach((o, i) =>
        rows.push({ product_id: v.id, linked_product_id: o.id, link_type: type, position: i + 1 }),
      );
    add(
      pick(
        visible.filter((o) => o.p.collection === v.p.collection),
        v,
        4,
        'r',
      ),
      'related',
    );
    add(
      pick(
        visible.filter((o) => o.p.categories.includes(primary) && o.price > v.price),
        v,
        3,
        'u',
      ),
      'upsell',
    );
    add(
      pick(
        visible.filter((o) => o.p.categories.includes(COMPLEMENT[group] ?? 13)),
        v,
        3,
        'c',
      ),
      'crosssell',
    );
    add(
      pick(
        visible.filter((o) => o.p.categories.includes(primary)),
        v,
        4,
        'p',
      ),
      'pdp_related',
    );
  }
  for (const [a, b] of VOLUME_SIBLINGS) {
    const ia = idBySku.get(a)!;
    const ib = idBySku.get(b)!;
    rows.push({ product_id: ia, linked_product_id: ib, link_type: 'volume', position: 1 });
    rows.push({ product_id: ib, linked_product_id: ia, link_type: 'volume', position: 1 });
  }
  await insertRows(tx, 'product_link', rows);
}

async function seedLabels(tx: Queryable, visible: Visible[]): Promise<void> {
  const labelRows: Row[] = [];
  for (const l of LABELS) {
    for (const lang of LANGS) {
      labelRows.push({
        label_id: l.id,
        store_id: LANG_SCOPE[lang],
        name: l.name,
        position: l.position,
        size: l.size,
        style: l.style,
        image: l.image,
        txt: l.txt?.[lang] ?? null,
        priority: l.priority,
        customer_group_ids: l.groups.join(','),
      });
    }
  }
  await insertRows(tx, 'product_label', labelRows);
  const sellable = visible.filter((v) => !v.p.giftcard);
  const byNew = [...sellable].sort((a, b) => (b.p.createdDay ?? 0) - (a.p.createdDay ?? 0) || a.id - b.id);
  const byBest = [...sellable].sort((a, b) => bestseller(b) - bestseller(a) || a.id - b.id);
  const assign = new Map<string, Row>();
  const add = (labelId: number, list: Visible[]) =>
    list.forEach((v) => assign.set(`${labelId}:${v.id}`, { label_id: labelId, product_id: v.id }));
  add(1, byNew.slice(0, 12));
  add(2, byBest.slice(0, 10));
  add(
    3,
    sellable.filter((v) => v.p.special),
  );
  add(
    4,
    sellable.filter((v) => hash(v.p.sku) % 3 === 0),
  );
  add(
    5,
    sellable.filter((v) => hash(v.p.sku) % 4 === 1),
  );
  add(6, byBest.slice(10, 20));
  await insertRows(tx, 'product_label_product', [...assign.values()]);
}

const BOOSTED = ['AB-MO-001', 'AB-CL-001', 'AB-MU-010', 'AB-SE-002', 'AB-MU-001'];
const bestseller = (v: Visible) =>
  (hash(v.p.sku) % 1000) + (BOOSTED.includes(v.p.sku) ? 3000 - BOOSTED.indexOf(v.p.sku) * 100 : 0);

async function seedReviews(tx: Queryable, visible: Visible[]): Promise<void> {
  await insertRows(tx, 'rating', [{ rating_id: RATING.id, rating_code: RATING.code, position: 1 }]);
  await insertRows(
    tx,
    'rating_option',
    RATING.optionIds.map((id, i) => ({ option_id: id, rating_id: RATING.id, value: i + 1 })),
  );
  const reviews: Row[] = [];
  const votes: Row[] = [];
  let reviewId = 1;
  for (const v of visible) {
    for (const r of reviewsFor(v.p)) {
      const id = reviewId++;
      reviews.push({
        review_id: id,
        product_id: v.id,
        store_id: LANG_SCOPE[r.lang],
        nickname: r.nickname,
        summary: r.summary,
        detail: r.detail,
        status: r.status,
        created_at: new Date(Date.UTC(2025, 5, 1) + r.day * DAY_MS).toISOString(),
      });
      votes.push({
        review_id: id,
        rating_id: RATING.id,
        option_id: RATING.optionIds[r.rating - 1],
        value: r.rating,
      });
    }
  }
  await insertRows(tx, 'review', reviews);
  await insertRows(tx, 'review_vote', votes);
  // Explicit ids were inserted: move the serial on so new reviews do not collide.
  await tx.query(`SELECT setval(pg_get_serial_sequence('review', 'review_id'), $1::int)`, [
    Math.max(reviewId - 1, 1),
  ]);
}

/** menu-{store} and menu-{store}-home for every store view, titles and URLs in the store's language. */
async function seedMenus(tx: Queryable, idBySku: Map<string, number>): Promise<void> {
  const menus: Row[] = [];
  const items: Row[] = [];
  let menuId = 1;
  for (const s of stores) {
    for (const [suffix, defs, title] of [
      ['', MENU_MAIN, MENU_TITLES.main],
      ['-home', MENU_HOME, MENU_TITLES.home],
    ] as [string, SeedMenuItem[], L10n][]) {
      const id = menuId++;
      menus.push({
        menu_id: id,
        identifier: `menu-${s.code}${suffix}`,
        title: title[s.lang],
        css_class: suffix ? 'menu--home' : 'menu--main',
        is_active: true,
      });
      const itemIds = new Map<string, number>();
      defs.forEach((d, i) => itemIds.set(d.key, id * 100 + i + 1));
      defs.forEach((d, i) => {
        const cat = d.categoryId ? categories.find((c) => c.id === d.categoryId) : undefined;
        const skus = (d.dropdown ?? []).filter((sku) => idBySku.has(sku));
        items.push({
          item_id: itemIds.get(d.key),
          menu_id: id,
          parent_id: d.parent ? itemIds.get(d.parent) : 0,
          title: d.title[s.lang],
          url: cat ? `/${categoryPath(cat, s.lang)}.html` : `/${d.cmsPage ?? ''}`,
          url_type: cat ? 1 : d.cmsPage ? 2 : 0,
          icon: d.icon ? `/media/${d.icon}` : null,
          position: i + 1,
          is_active: true,
          category_id: d.categoryId ?? null,
          cms_page_identifier: d.cmsPage ?? null,
          dropdown_skus: skus.length ? skus.join(',') : null,
        });
      });
    }
  }
  await insertRows(tx, 'menu', menus);
  await insertRows(tx, 'menu_item', items);
}
