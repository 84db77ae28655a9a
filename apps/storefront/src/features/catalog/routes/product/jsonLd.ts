/**
 * schema.org Product structured data for the product page, and its safe serialisation into a
 * `<script type="application/ld+json">` (no `<`, so no `</script>` can end it early).
 */
export interface JsonLdInput {
  name: string;
  sku: string;
  url: string | null;
  description: string | null;
  images: readonly string[];
  brand: string;
  gtin13?: string | null;
  price: number;
  currency: string;
  inStock: boolean;
  preOrder?: boolean;
  ratingSummary: number | null;
  reviewCount: number;
  reviews: readonly { nickname: string; rating: number; text: string; summary?: string; date?: string }[];
}

/** HTML to the plain text a search engine shows. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function productJsonLd(p: JsonLdInput): Record<string, unknown> {
  const availability = p.preOrder
    ? 'https://schema.org/PreOrder'
    : p.inStock
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    ...(p.images.length ? { image: [...p.images] } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(p.gtin13 ? { gtin13: p.gtin13 } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    offers: {
      '@type': 'Offer',
      ...(p.url ? { url: p.url } : {}),
      price: p.price.toFixed(2),
      priceCurrency: p.currency,
      availability,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (p.reviewCount > 0 && p.ratingSummary) {
    ld['aggregateRating'] = {
      '@type': 'AggregateRating',
      // Magento's 0–100 summary as stars out of 5, one decimal.
      ratingValue: Math.round((p.ratingSummary / 20) * 10) / 10,
      bestRating: 5,
      worstRating: 1,
      reviewCount: p.reviewCount,
    };
  }
  if (p.reviews.length) {
    ld['review'] = p.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.nickname },
      ...(r.date ? { datePublished: r.date } : {}),
      ...(r.summary ? { name: r.summary } : {}),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return ld;
}

/** JSON for a script element: `<`, `>`, `&` and line separators escaped as \\u sequences. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
