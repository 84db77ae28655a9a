import type { ProductLabelData } from '@shop/ui';
import type { ConfigurableOption, Variant } from '../configurableOptions';
import { toLabelData } from '../components/ProductCard/productCardProps';
import { toPriceData, type PriceData } from '../price/priceView';
import type { FragmentType } from '../../../gql/fragment-masking';
import type { ProductCardViewFragmentDoc, ProductDetailsFragment } from '../../../gql/graphql';
import type { ReviewsData } from '../components/ProductReviews/reviewsData';

/**
 * The product page's data as the view needs it: plain JSON (it crosses from the server render to
 * the browser), HTML already sanitized, everything the selection can change kept per variant.
 */
export interface MediaData {
  url: string;
  label: string;
}

export interface StockData {
  status: 'IN_STOCK' | 'OUT_OF_STOCK';
  maxQty: number | null;
  comingSoon: boolean;
  preOrder: boolean;
}

export interface OptionValueData {
  value_index: number;
  label: string;
  color?: string;
  image?: string;
}

export interface OptionData extends ConfigurableOption {
  label: string;
  values: OptionValueData[];
}

export interface VariantData extends Variant {
  name: string;
  product: Variant['product'] & { max_qty: number | null; stock_status: string };
  volume: string | null;
  stock: StockData;
  price: PriceData;
  media: MediaData[];
}

export interface GiftCardData {
  amounts: { uid: string; value: number }[];
  allowOpenAmount: boolean;
  openAmountMin: number | null;
  openAmountMax: number | null;
  allowMessage: boolean;
  messageMaxLength: number | null;
  options: { uid: string; title: string; required: boolean; code: string }[];
}

export interface ProductData {
  typename: string;
  uid: string;
  id: number | null;
  sku: string;
  name: string;
  urlKey: string | null;
  path: string;
  canonicalUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  collection: string | null;
  presentationTitle: string | null;
  volume: string | null;
  eanCode: string | null;
  stock: StockData;
  price: PriceData;
  media: MediaData[];
  labels: ProductLabelData[];
  html: { description: string; howToUse: string; shipping: string; sustainability: string };
  ingredients: string[];
  certificates: string[];
  breadcrumbs: { label: string; href: string }[];
  options: OptionData[];
  variants: VariantData[];
  giftCard: GiftCardData | null;
  /** Spec §5: the shopper names the price, at least the minimum shown (addToCartWithPrice). */
  isCustomPrice: boolean;
  /** A free sachet sample: quantity 1, up to the cart's limit. */
  isSample: boolean;
}

type Gallery = ProductDetailsFragment['media_gallery'];

/** Spec §2: the gallery in `position` order, hidden images left out. */
export function toMedia(
  gallery: Gallery,
  fallback?: { url?: string | null; label?: string | null } | null,
  name = '',
): MediaData[] {
  const items = (gallery ?? [])
    .filter((m): m is NonNullable<typeof m> => Boolean(m?.url) && !m?.disabled)
    .map((m, i) => ({ url: m.url!, label: m.label || name, position: m.position ?? i }))
    .sort((a, b) => a.position - b.position)
    .map(({ url, label }) => ({ url, label }));
  if (items.length === 0 && fallback?.url) return [{ url: fallback.url, label: fallback.label || name }];
  return items;
}

function toStock(p: {
  stock_status?: string | null;
  max_qty?: number | null;
  is_coming_soon?: boolean | null;
  is_pre_order?: boolean | null;
}): StockData {
  return {
    status: p.stock_status === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK',
    maxQty: p.max_qty ?? null,
    comingSoon: Boolean(p.is_coming_soon),
    preOrder: Boolean(p.is_pre_order),
  };
}

/** The product's deepest category, as breadcrumbs from the top. */
export function toBreadcrumbs(
  categories: ProductDetailsFragment['categories'],
): { label: string; href: string }[] {
  const list = (categories ?? []).filter((c): c is NonNullable<typeof c> => Boolean(c?.name && c.url_path));
  if (list.length === 0) return [];
  const deepest = list.reduce((best, c) => ((c.level ?? 0) > (best.level ?? 0) ? c : best));
  const suffix = deepest.url_suffix ?? '.html';
  const parents = (deepest.breadcrumbs ?? [])
    .filter((b): b is NonNullable<typeof b> => Boolean(b?.category_name && b.category_url_path))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((b) => ({ label: b.category_name!, href: `/${b.category_url_path}${suffix}` }));
  return [...parents, { label: deepest.name!, href: `/${deepest.url_path}${suffix}` }];
}

/** Gift card option codes come from Magento's uid: base64 of `giftcard/{code}`. */
export function giftCardOptionCode(uid: string): string {
  try {
    const decoded = typeof atob === 'function' ? atob(uid) : Buffer.from(uid, 'base64').toString('utf8');
    return decoded.split('/').pop() ?? uid;
  } catch {
    return uid;
  }
}

export function toProductData(p: ProductDetailsFragment, sanitized: ProductData['html']): ProductData {
  const name = p.name ?? p.sku ?? '';
  const options: OptionData[] =
    p.__typename === 'ConfigurableProduct'
      ? (p.configurable_options ?? [])
          .filter((o): o is NonNullable<typeof o> => Boolean(o?.attribute_code))
          .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
          .map((o) => ({
            attribute_code: o.attribute_code!,
            attribute_id: o.attribute_id ?? o.attribute_code!,
            label: o.label ?? o.attribute_code!,
            values: (o.values ?? [])
              .filter((v): v is NonNullable<typeof v> => v?.value_index != null)
              .map((v) => {
                const swatch = v.swatch_data;
                return {
                  value_index: v.value_index!,
                  label: v.label ?? String(v.value_index),
                  ...(swatch?.__typename === 'ColorSwatchData' && swatch.value
                    ? { color: swatch.value }
                    : {}),
                  ...(swatch?.__typename === 'ImageSwatchData' && (swatch.thumbnail || swatch.value)
                    ? { image: (swatch.thumbnail || swatch.value)! }
                    : {}),
                };
              }),
          }))
      : [];
  const variants: VariantData[] =
    p.__typename === 'ConfigurableProduct'
      ? (p.variants ?? []).flatMap((v) => {
          const child = v?.product;
          if (!child?.sku) return [];
          const attributes: Record<string, number> = {};
          for (const a of v?.attributes ?? [])
            if (a?.code && a.value_index != null) attributes[a.code] = a.value_index;
          const stock = toStock(child);
          return [
            {
              sku: child.sku,
              name: child.name ?? name,
              attributes,
              product: { stock_status: stock.status, max_qty: stock.maxQty, volume: child.volume ?? null },
              volume: child.volume ?? null,
              stock,
              price: toPriceData(child),
              media: toMedia(child.media_gallery, null, child.name ?? name),
            },
          ];
        })
      : [];
  const giftCard: GiftCardData | null =
    p.__typename === 'GiftCardProduct'
      ? {
          amounts: (p.giftcard_amounts ?? [])
            .filter((a): a is NonNullable<typeof a> => a?.value != null)
            .map((a) => ({ uid: a.uid, value: a.value! })),
          allowOpenAmount: Boolean(p.allow_open_amount),
          openAmountMin: p.open_amount_min ?? null,
          openAmountMax: p.open_amount_max ?? null,
          allowMessage: p.allow_message !== false,
          messageMaxLength: p.message_max_length ?? null,
          options: (p.gift_card_options ?? [])
            .filter((o): o is NonNullable<typeof o> => Boolean(o?.uid))
            .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
            .map((o) => ({
              uid: o.uid,
              title: o.title ?? '',
              required: Boolean(o.required),
              code: giftCardOptionCode(o.uid),
            })),
        }
      : null;
  return {
    typename: p.__typename ?? 'SimpleProduct',
    uid: p.uid,
    id: p.id ?? null,
    sku: p.sku ?? '',
    name,
    urlKey: p.url_key ?? null,
    path: `/${(p.canonical_url || `${p.url_key ?? ''}.html`).replace(/^\/+/, '')}`,
    canonicalUrl: p.canonical_full_url ?? null,
    metaTitle: p.meta_title ?? null,
    metaDescription: p.meta_description ?? null,
    collection: p.collection ?? null,
    presentationTitle: p.presentation_title && p.presentation_title !== name ? p.presentation_title : null,
    volume: p.volume ?? null,
    eanCode: p.ean_code ?? null,
    stock: toStock(p),
    price: toPriceData(p),
    media: toMedia(p.media_gallery, p.image, name),
    labels: toLabelData(p.labels),
    html: sanitized,
    ingredients: (p.ingredients ?? [])
      .filter((i): i is NonNullable<typeof i> => Boolean(i?.name))
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((i) => i.name!),
    certificates: (p.certificates ?? []).filter((c): c is string => Boolean(c)),
    breadcrumbs: toBreadcrumbs(p.categories),
    options,
    variants,
    giftCard,
    isCustomPrice: Boolean(p.is_custom_price),
    isSample: Boolean(p.is_sample_product),
  };
}

// What the page needs at runtime lives apart from the API mapping above (which only the loader
// uses), so the page's chunk does not carry the mapping.
export { displayed, isVolumeSwitch } from './productDisplay';

type CardFragment = FragmentType<typeof ProductCardViewFragmentDoc>;

/** What the product page's loader gives the page. */
export interface ProductPageData {
  product: ProductData;
  reviews: ReviewsData;
  ratings: { id: string; values: { value: string; value_id: string }[] }[];
  volumeProducts: { sku: string; volume: string | null; card: CardFragment }[];
  related: CardFragment[];
  /** Absolute canonical URL of the page. */
  canonical: string | null;
}
