import { itemsPayload, type EcommerceEvent } from './ecommerce';

/**
 * The "detail" event (spec §7; GA4 `view_item`) of a product page, read from the page's
 * schema.org Product data (the JSON-LD every product page carries for search engines): the
 * product page's own first-load code stays as it is, and the event names the variant shown.
 * Null on any other page or when the data cannot be read.
 */
export function productDetailEvent(doc: Pick<Document, 'querySelectorAll'>): EcommerceEvent | null {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const ld = JSON.parse(script.textContent ?? '') as {
        '@type'?: string;
        name?: unknown;
        sku?: unknown;
        offers?: { price?: unknown; priceCurrency?: unknown };
      };
      if (ld['@type'] !== 'Product' || typeof ld.sku !== 'string' || typeof ld.name !== 'string') continue;
      const price = Number(ld.offers?.price);
      const currency = typeof ld.offers?.priceCurrency === 'string' ? ld.offers.priceCurrency : '';
      if (!Number.isFinite(price) || !currency) continue;
      return {
        event: 'view_item',
        ecommerce: itemsPayload([{ item_id: ld.sku, item_name: ld.name, price, quantity: 1, currency }]),
      };
    } catch {
      // Not ours or not JSON: look at the next one.
    }
  }
  return null;
}
