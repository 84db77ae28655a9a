/**
 * The viewed-products record (spec §3: "products, token, items_count, session_start,
 * last_visited_store_view; each product: ProductName, ProductID, SKU, ImageURL, URL, Price,
 * CurrencyCode, optional VariantData"; §4: "Viewed-products store cleared at 50 or more products or
 * 24 hours after session start"). Kept in the browser only, with analytics consent (spec §6), and
 * never in the server's HTML. Pure rules here; storage and the product page's data in `track.ts`.
 */
export const VIEWED_PRODUCTS_KEY = 'viewed_products';
/** Spec §4: cleared at 50 or more products. */
export const VIEWED_PRODUCTS_LIMIT = 50;
/** Spec §4: cleared 24 hours after session start. */
export const VIEWED_PRODUCTS_TTL_MS = 24 * 60 * 60 * 1000;

export interface ViewedProduct {
  ProductName: string;
  ProductID: string;
  SKU: string;
  ImageURL: string;
  URL: string;
  Price: number;
  CurrencyCode: string;
  /** The option of a configurable product that was shown: its SKU and its parent's. */
  VariantData?: { SKU: string; ParentSKU: string };
}

export interface ViewedProductsRecord {
  /** Newest first, one entry per SKU. */
  products: ViewedProduct[];
  /** A random id of this record's session (a new one each time the record is cleared). */
  token: string;
  items_count: number;
  /** When the record's session started (ms since the epoch). */
  session_start: number;
  /** The store view code of the last product view. */
  last_visited_store_view: string;
}

/** Whether a record is past its life (spec §4): 24 hours after its session start. */
export function isExpired(record: ViewedProductsRecord, now: number): boolean {
  return now - record.session_start >= VIEWED_PRODUCTS_TTL_MS || now < record.session_start;
}

/**
 * The record after a product view: a record at 50 or more products or 24 hours old is cleared
 * first (a new token and session start); the product goes first and an older entry with its SKU
 * is dropped.
 */
export function recordViewedProduct(
  record: ViewedProductsRecord | null,
  product: ViewedProduct,
  context: { now: number; storeView: string; newToken: () => string },
): ViewedProductsRecord {
  const keep = record && !isExpired(record, context.now) && record.products.length < VIEWED_PRODUCTS_LIMIT;
  const base = keep ? record : { products: [], token: context.newToken(), session_start: context.now };
  const products = [product, ...base.products.filter((p) => p.SKU !== product.SKU)];
  return {
    products,
    token: base.token,
    items_count: products.length,
    session_start: base.session_start,
    last_visited_store_view: context.storeView,
  };
}

const isText = (v: unknown): v is string => typeof v === 'string';

function readProduct(value: unknown): ViewedProduct | null {
  if (!value || typeof value !== 'object') return null;
  const p = value as Record<string, unknown>;
  const texts = ['ProductName', 'ProductID', 'SKU', 'ImageURL', 'URL', 'CurrencyCode'] as const;
  if (!texts.every((k) => isText(p[k])) || typeof p.Price !== 'number') return null;
  const variant = p.VariantData as Record<string, unknown> | undefined;
  const product: ViewedProduct = {
    ProductName: p.ProductName as string,
    ProductID: p.ProductID as string,
    SKU: p.SKU as string,
    ImageURL: p.ImageURL as string,
    URL: p.URL as string,
    Price: p.Price,
    CurrencyCode: p.CurrencyCode as string,
  };
  if (variant && isText(variant.SKU) && isText(variant.ParentSKU))
    product.VariantData = { SKU: variant.SKU, ParentSKU: variant.ParentSKU };
  return product;
}

/** The stored record read back; null when none, unreadable, or past its 24 hours (then cleared). */
export function parseViewedProducts(raw: string | null, now: number): ViewedProductsRecord | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Record<string, unknown>;
    if (!Array.isArray(data.products) || !isText(data.token) || typeof data.session_start !== 'number')
      return null;
    const products = data.products.map(readProduct);
    if (products.some((p) => p === null)) return null;
    const record: ViewedProductsRecord = {
      products: products as ViewedProduct[],
      token: data.token,
      items_count: products.length,
      session_start: data.session_start,
      last_visited_store_view: isText(data.last_visited_store_view) ? data.last_visited_store_view : '',
    };
    return isExpired(record, now) ? null : record;
  } catch {
    return null;
  }
}

/**
 * The catalogue id of the product with `sku` and, when `sku` is an option of a configurable product,
 * that product's SKU — found in the answers the page was built from (Apollo's cache, given as its
 * extracted tree), so the product page's first download carries nothing for the record.
 */
export function catalogueFacts(tree: unknown, sku: string): { id: string; parentSku?: string } | null {
  const seen = new Set<object>();
  const idOf = (v: unknown) => (typeof v === 'number' || isText(v) ? String(v) : null);
  let own: string | null = null;
  let parent: { id: string; parentSku: string } | null = null;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const o = node as { sku?: unknown; id?: unknown; variants?: unknown };
    if (o.sku === sku) own ??= idOf(o.id);
    if (!parent && isText(o.sku) && o.sku !== sku && Array.isArray(o.variants)) {
      // A normalised cache keeps an option's product as a reference to its own entry.
      const deref = (v: unknown) => {
        const ref = (v as { __ref?: unknown } | null)?.__ref;
        return isText(ref) ? (tree as Record<string, unknown>)[ref] : v;
      };
      const variants = o.variants as ({ product?: unknown } | null)[];
      if (variants.some((v) => (deref(v?.product) as { sku?: unknown } | undefined)?.sku === sku))
        parent = { id: idOf(o.id) ?? '', parentSku: o.sku };
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(tree);
  if (parent) return parent;
  return own === null ? null : { id: own };
}

/**
 * The viewed product a product page shows, from its schema.org Product data (name, sku, image,
 * offer url, price and currency) and the catalogue's id and parent SKU (`catalogueFacts`). Null on
 * other pages or when it cannot be read.
 */
export function viewedProductFromPage(
  doc: Pick<Document, 'querySelectorAll'>,
  base: string,
  facts: (sku: string) => { id: string; parentSku?: string } | null = () => null,
): ViewedProduct | null {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const ld = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      if (ld['@type'] !== 'Product' || !isText(ld.sku) || !isText(ld.name)) continue;
      const offers = (ld.offers ?? {}) as Record<string, unknown>;
      const price = Number(offers.price);
      if (!Number.isFinite(price) || !isText(offers.priceCurrency)) continue;
      const image = Array.isArray(ld.image) ? ld.image[0] : ld.image;
      const known = facts(ld.sku);
      const product: ViewedProduct = {
        ProductName: ld.name,
        ProductID: known?.id ?? '',
        SKU: ld.sku,
        ImageURL: isText(image) ? new URL(image, base).href : '',
        URL: new URL(isText(offers.url) ? offers.url : base, base).href,
        Price: price,
        CurrencyCode: offers.priceCurrency,
      };
      if (known?.parentSku) product.VariantData = { SKU: ld.sku, ParentSKU: known.parentSku };
      return product;
    } catch {
      // Not ours or not JSON: look at the next one.
    }
  }
  return null;
}
