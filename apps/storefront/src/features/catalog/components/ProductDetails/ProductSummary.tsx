import {
  Button,
  Heading,
  Inline,
  Link as UiLink,
  Price,
  RatingSummary,
  Stack,
  SwatchGroup,
  Text,
  emptyGiftCardOptions,
  type GiftCardOptionsValue,
} from '@shop/ui';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { findVariant } from '../../configurableOptions';
import { ProductAddToCart } from './ProductAddToCart';
import { GiftCardChoices } from './GiftCardChoices';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStoreView } from '../../../../platform/store/store-context';
import type { Selection } from '../../configurableOptions';
import type { ProductData } from '../../product/productData';
import { isVolumeSwitch, type displayed } from '../../product/productDisplay';
import { optionChoices } from '../../product/selection';
import type { ProductPageData } from '../../product/productData';

// Only a product that cannot be bought shows the stock alert form: its chunk (with the form fields
// and the subscribe mutation) loads for those pages alone; the server still renders it.
const ProductStockAlert = lazy(() =>
  import('../ProductStockAlert/ProductStockAlert').then((m) => ({ default: m.ProductStockAlert })),
);

export interface ProductSummaryProps {
  product: ProductData;
  shown: ReturnType<typeof displayed>;
  selection: Selection;
  onSelect: (attributeCode: string, valueIndex: number) => void;
  ratingSummary: number;
  reviewCount: number;
  reviewsLink: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
  volumeProducts: ProductPageData['volumeProducts'];
  /** Further entries at the end of the summary (issue 15: the shade finder). */
  children?: ReactNode;
}

/** The product page's summary column: names, price, options, stock and gift card choices. */
export function ProductSummary({
  product,
  shown,
  selection,
  onSelect,
  ratingSummary,
  reviewCount,
  reviewsLink,
  volumeProducts,
  children,
}: ProductSummaryProps) {
  const intl = useIntl();
  const store = useStoreView();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const volumeSwitch = isVolumeSwitch(product.options);
  const [giftCard, setGiftCard] = useState<GiftCardOptionsValue>(emptyGiftCardOptions);
  const variant = findVariant(product.options, product.variants, selection) as
    ProductData['variants'][number] | null;
  // The presentation title often already names the pack size: show it once.
  const subtitle = [
    product.presentationTitle,
    shown.volume && !product.presentationTitle?.includes(shown.volume) ? shown.volume : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Stack space="large">
      <Stack space="small">
        {product.collection ? (
          <Text size="small" tone="muted" uppercase>
            {product.collection}
          </Text>
        ) : null}
        <Heading level={1} size="xlarge">
          {product.name}
        </Heading>
        {subtitle ? <Text tone="soft">{subtitle}</Text> : null}
        <RatingSummary
          summary={ratingSummary}
          reviewCount={reviewCount}
          reviewCountLabel={(count) => t('pdp.reviewCount', { count })}
          ratedLabel={(value) => t('pdp.rated', { value })}
        >
          <UiLink variant="inline" {...reviewsLink}>
            {reviewCount > 0 ? t('pdp.reviews.read') : t('pdp.reviews.write')}
          </UiLink>
        </RatingSummary>
      </Stack>

      <Price
        value={shown.price.value}
        regularValue={shown.price.regularValue}
        discountPercent={shown.price.discountPercent}
        currency={shown.price.currency}
        locale={store.formattingLocale}
        size="large"
        range={!product.variants.length ? shown.price.range : false}
        labels={{
          from: t('pdp.price.from'),
          wasNow: (old, now) => t('pdp.price.wasNow', { old, now }),
        }}
      />

      {product.options.map((option) => {
        const chosen = option.values.find((v) => v.value_index === selection[option.attribute_code]);
        return (
          <Stack key={option.attribute_code} space="small">
            <Text size="small" weight="medium">
              {chosen ? t('pdp.option.selected', { label: option.label, value: chosen.label }) : option.label}
            </Text>
            <SwatchGroup
              label={option.label}
              options={optionChoices(option, product.variants, selection)}
              value={chosen ? String(chosen.value_index) : null}
              onValueChange={(value) => onSelect(option.attribute_code, Number(value))}
              layout={volumeSwitch || !option.values.some((v) => v.color || v.image) ? 'row' : 'grid'}
              columns={7}
              unavailableLabel={t('pdp.unavailable')}
            />
          </Stack>
        );
      })}

      {!product.options.length && volumeProducts.length && shown.volume ? (
        <Stack space="small">
          <Text size="small" weight="medium">
            {t('pdp.size')}
          </Text>
          <Inline space="small">
            <Button variant="primary" size="small" aria-current="page" disabled>
              {shown.volume}
            </Button>
            {volumeProducts
              .filter((v) => v.volume)
              .map((v) => (
                <VolumeLink key={v.sku} card={v} />
              ))}
          </Inline>
        </Stack>
      ) : null}

      <StockMessage shown={shown} />

      {/* Static, not lazy: near the top of the page, they must work before anything else loads. */}
      {product.giftCard ? (
        <GiftCardChoices card={product.giftCard} value={giftCard} onValueChange={setGiftCard} />
      ) : null}

      <ProductAddToCart
        product={product}
        variant={variant}
        selection={selection}
        shown={shown}
        {...(product.giftCard ? { giftCard } : {})}
      />

      {!shown.inStock && !shown.stock.comingSoon ? (
        <Suspense fallback={null}>
          <ProductStockAlert sku={shown.sku} />
        </Suspense>
      ) : null}

      {children}

      <Text size="small" tone="muted">
        {t('pdp.sku', { sku: shown.sku })}
      </Text>
    </Stack>
  );
}

function VolumeLink({ card }: { card: ProductPageData['volumeProducts'][number] }) {
  const c = card.card as unknown as { canonical_url?: string | null; url_key?: string | null };
  const href = `/${(c.canonical_url || `${c.url_key ?? ''}.html`).replace(/^\/+/, '')}`;
  return (
    <Button asChild variant="secondary" size="small">
      <Link to={href}>{card.volume}</Link>
    </Button>
  );
}

function StockMessage({ shown }: { shown: ReturnType<typeof displayed> }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (shown.stock.comingSoon) {
    return (
      <Text weight="medium" tone="info">
        {t('pdp.stock.comingSoon')}
      </Text>
    );
  }
  if (!shown.inStock) {
    return (
      <Text tone="critical" weight="medium">
        <span role="status">{t('pdp.stock.out')}</span>
      </Text>
    );
  }
  return (
    <Stack space="xsmall">
      {shown.stock.preOrder ? (
        <Text tone="info" weight="medium">
          {t('pdp.stock.preOrder')}
        </Text>
      ) : (
        <Text tone="positive" weight="medium">
          {t('pdp.stock.in')}
        </Text>
      )}
      {shown.lowStock !== null ? (
        <Text tone="caution" size="small">
          {t('pdp.stock.low', { max_qty: shown.lowStock })}
        </Text>
      ) : null}
    </Stack>
  );
}
