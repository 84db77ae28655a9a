import type { LabelPosition, ProductCardProps, ProductLabelData } from '@shop/ui';
import { labelPositions } from '@shop/ui';
import type { ProductCardViewFragment } from '../../../../gql/graphql';
import { toPriceData } from '../../price/priceView';

/** A product URL inside the store: canonical_url, else url_key + suffix. */
export function productPath(
  p: Pick<ProductCardViewFragment, 'canonical_url' | 'url_key' | 'url_suffix'>,
): string {
  const url = p.canonical_url || (p.url_key ? `${p.url_key}${p.url_suffix ?? '.html'}` : '');
  return `/${url.replace(/^\/+/, '')}`;
}

const positions = new Set<string>(labelPositions);

/** API labels (spec §3 Label) → the kit's label data. Tones come from what a label says it is. */
export function toLabelData(labels: ProductCardViewFragment['labels']): ProductLabelData[] {
  return (labels ?? []).flatMap((l) => {
    if (!l || (!l.txt && !l.image)) return [];
    const position = (positions.has(l.position ?? '') ? l.position : 'top-left') as LabelPosition;
    const name = `${l.name ?? ''} ${l.txt ?? ''}`.toLowerCase();
    const tone: ProductLabelData['tone'] =
      l.label_id === -1
        ? 'neutral'
        : l.label_id === -2
          ? 'info'
          : /sale|%|off|rabatt|promo/.test(name)
            ? 'sale'
            : /new|neu|nouveau/.test(name)
              ? 'accent'
              : 'soft';
    const size = Number.parseFloat(l.size ?? '');
    return [
      {
        id: l.label_id ?? l.name ?? l.txt ?? '',
        position,
        tone,
        ...(l.txt ? { text: l.txt } : {}),
        ...(l.image ? { image: { src: l.image, alt: l.name ?? l.txt ?? '' } } : {}),
        // The API's size is a share of the image width: it sizes image labels; text fits its words.
        ...(l.image && Number.isFinite(size) ? { size } : {}),
      },
    ];
  });
}

/** Everything a ProductCard shows, from the card fragment. */
export function toProductCardProps(
  p: ProductCardViewFragment,
  locale: string,
): Omit<ProductCardProps, 'size' | 'priority' | 'fluid' | 'price'> & {
  price: NonNullable<ProductCardProps['price']>;
} {
  const swatchOption = p.__typename === 'ConfigurableProduct' ? p.configurable_options?.[0] : undefined;
  const colourSwatches = (swatchOption?.values ?? []).filter(
    (v) => v?.swatch_data?.__typename === 'ColorSwatchData',
  );
  return {
    name: p.name ?? p.sku ?? '',
    href: productPath(p),
    image: p.small_image?.url ?? '',
    imageAlt: '',
    ...(p.hover_image?.url ? { hoverImage: p.hover_image.url } : {}),
    ...(p.collection ? { collection: p.collection } : {}),
    ...(p.volume ? { volume: p.volume } : {}),
    price: { ...toPriceData(p), locale },
    labels: toLabelData(p.labels),
    stockStatus: p.stock_status === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK',
    isComingSoon: Boolean(p.is_coming_soon),
    ...(colourSwatches.length
      ? {
          swatches: {
            label: swatchOption?.label ?? '',
            options: colourSwatches.map((v) => ({
              value: String(v?.value_index),
              label: v?.label ?? '',
              color: v?.swatch_data?.value ?? '',
            })),
          },
        }
      : {}),
  };
}
