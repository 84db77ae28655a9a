import {
  Breadcrumbs,
  Container,
  MediaGallery,
  ProductLabels,
  ProductPageLayout,
  ProductRail,
  ProductSections,
  RichText,
  Stack,
  Text,
  type ProductSection,
} from '@shop/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { absoluteUrl, usePageTitle, useStoreView } from '../../../../platform/store/store-context';
import { usePublishStoreAlternates } from '../../../../platform/store/storeAlternates';
import { storefrontConfig } from '../../../../platform/config';
import { HydrateWhenSeen } from '../../../../platform/hydration/HydrateWhenSeen';
import { ProductCardContainer } from '../../components/ProductCard/ProductCardContainer';
import { ProductSummary } from '../../components/ProductDetails/ProductSummary';
import { ProductReviewsSection } from '../../components/ProductReviews/ProductReviewsSection';
import { findVariant } from '../../configurableOptions';
import { hashLinkProps } from './hashLink';
import { useHashScroll } from './useHashScroll';
import { useSelectionParams } from './useSelectionParams';
import { plainText, productJsonLd, serializeJsonLd } from './jsonLd';
import { displayed } from '../../product/productDisplay';
import { initialSelection, selectValue } from '../../product/selection';
import type { ProductPageData } from '../../product/productData';

// Client-only parts (clientParts.ts): their code and query documents load after hydration.
const parts = () => import('./clientParts');
const ProductRecentlyViewed = lazy(() => parts().then((m) => ({ default: m.ProductRecentlyViewed })));
const ReviewWidget = lazy(() => parts().then((m) => ({ default: m.ReviewWidget })));
const ShadeFinder = lazy(() => parts().then((m) => ({ default: m.ShadeFinder })));

export function ProductPage({ data }: { data: ProductPageData }) {
  const { product, reviews } = data;
  const intl = useIntl();
  const store = useStoreView();
  // The API's canonical URL of the default store carries its /en/ prefix; the shop's has none.
  const canonical = data.canonical ? absoluteUrl(store, new URL(data.canonical).pathname) : null;
  const title = usePageTitle(product.metaTitle || product.name);
  // The catalogue (and its URL keys) is shared by every store view: the store switcher lands on
  // this product there (issue 19).
  const alternates = useMemo(
    () => Object.fromEntries(storefrontConfig.storeCodes.map((code) => [code, product.path])),
    [product.path],
  );
  usePublishStoreAlternates(alternates);
  const [params, chooseParams] = useSelectionParams();
  const onSectionLink = useHashScroll();

  // Spec §2: the selection lives in the query string (see useSelectionParams).
  const selection = useMemo(
    () => initialSelection(params, product.options, product.variants),
    [params, product.options, product.variants],
  );
  const variant = findVariant(product.options, product.variants, selection) as
    (typeof product.variants)[number] | null;
  const shown = displayed(product, variant);
  const onSelect = (attributeCode: string, valueIndex: number) =>
    chooseParams(
      selectValue(params, product.options, product.variants, selection, attributeCode, valueIndex).search,
    );

  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const sections: ProductSection[] = [];
  if (product.html.description)
    sections.push({
      id: 'about',
      title: t('pdp.section.about'),
      content: <RichText html={product.html.description} />,
    });
  if (product.html.howToUse)
    sections.push({
      id: 'how-to-use',
      title: t('pdp.section.howToUse'),
      content: <RichText html={product.html.howToUse} />,
    });
  if (product.ingredients.length)
    sections.push({
      id: 'ingredients',
      title: t('pdp.section.ingredients'),
      content: <Text tone="soft">{product.ingredients.join(', ')}</Text>,
    });
  if (product.html.shipping)
    sections.push({
      id: 'shipping',
      title: t('pdp.section.shipping'),
      content: <RichText html={product.html.shipping} />,
    });
  if (product.html.sustainability || product.certificates.length)
    sections.push({
      id: 'sustainability',
      title: t('pdp.section.sustainability'),
      content: (
        <Stack space="medium">
          {product.html.sustainability ? <RichText html={product.html.sustainability} /> : null}
          {product.certificates.length ? (
            <Stack space="xsmall">
              <Text size="small" weight="medium" uppercase>
                {t('pdp.section.certificates')}
              </Text>
              <Text tone="soft">{product.certificates.join(' · ')}</Text>
            </Stack>
          ) : null}
        </Stack>
      ),
    });
  sections.push({
    id: 'reviews',
    title: t('pdp.section.reviews'),
    content: (
      <ProductReviewsSection initial={reviews} ratings={data.ratings}>
        <Suspense fallback={null}>
          <ReviewWidget sku={product.sku} />
        </Suspense>
      </ProductReviewsSection>
    ),
  });

  const jsonLd = serializeJsonLd(
    productJsonLd({
      name: product.name,
      sku: shown.sku,
      url: canonical,
      description: product.metaDescription || plainText(product.html.description) || null,
      images: shown.media.map((m) => (canonical ? new URL(m.url, canonical).href : m.url)),
      brand: store.brand || store.name,
      gtin13: product.eanCode,
      price: shown.price.value,
      currency: shown.price.currency,
      inStock: shown.inStock,
      preOrder: shown.stock.preOrder,
      ratingSummary: reviews.ratingSummary,
      reviewCount: reviews.reviewCount,
      reviews: reviews.items.map((r) => ({
        nickname: r.nickname,
        rating: r.rating,
        text: r.text,
        ...(r.summary ? { summary: r.summary } : {}),
        date: r.createdAt.slice(0, 10),
      })),
    }),
  );

  const crumbs = [
    { label: t('pdp.breadcrumbs.home'), href: '/' },
    ...product.breadcrumbs,
    { label: product.name },
  ];

  return (
    <>
      <title>{title}</title>
      {product.metaDescription ? <meta name="description" content={product.metaDescription} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Container>
        <Stack space="xlarge">
          <Breadcrumbs items={crumbs} label={t('pdp.breadcrumbs.label')} />
          <ProductPageLayout
            media={
              <MediaGallery
                key={shown.sku}
                items={shown.media.map((m) => ({ src: m.url, alt: m.label }))}
                label={t('pdp.gallery.label')}
                thumbnailsLabel={t('pdp.gallery.thumbnails')}
                thumbnailLabel={(index, total) => t('pdp.gallery.thumbnail', { index: index + 1, total })}
                overlay={product.labels.length ? <ProductLabels labels={product.labels} /> : undefined}
              />
            }
            summary={
              <ProductSummary
                product={product}
                shown={shown}
                selection={selection}
                onSelect={onSelect}
                ratingSummary={reviews.ratingSummary}
                reviewCount={reviews.reviewCount}
                reviewsLink={hashLinkProps('reviews', onSectionLink)}
                volumeProducts={data.volumeProducts}
              >
                <Suspense fallback={null}>
                  <ShadeFinder sku={product.sku} />
                </Suspense>
              </ProductSummary>
            }
          />
          <ProductSections sections={sections} navLabel={t('pdp.sections.nav')} onNavigate={onSectionLink} />
          {/* Issue 18: the rails below the product hydrate as the shopper scrolls to them. */}
          {data.volumeProducts.length ? (
            <HydrateWhenSeen>
              <ProductRail title={t('pdp.volumeProducts')}>
                {data.volumeProducts.map((v) => (
                  <ProductCardContainer key={v.sku} product={v.card} />
                ))}
              </ProductRail>
            </HydrateWhenSeen>
          ) : null}
          {data.related.length ? (
            <HydrateWhenSeen>
              <ProductRail title={t('pdp.related')}>
                {data.related.map((card, i) => (
                  <ProductCardContainer key={i} product={card} />
                ))}
              </ProductRail>
            </HydrateWhenSeen>
          ) : null}
          <Suspense fallback={null}>
            <ProductRecentlyViewed sku={product.sku} />
          </Suspense>
        </Stack>
      </Container>
    </>
  );
}
