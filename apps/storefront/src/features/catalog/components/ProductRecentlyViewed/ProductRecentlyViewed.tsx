import { ProductRail } from '@shop/ui';
import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  parseViewed,
  recordView,
  serializeViewed,
  viewedToShow,
  RECENTLY_VIEWED_PAGE_SIZE,
} from '../../recentlyViewed';
import { RecentlyViewedProductsDocument } from './__generated__/RecentlyViewedProducts';
import type { RecentlyViewedProductsQuery } from '../../../../gql/graphql';
import { ProductCardContainer } from '../ProductCard/ProductCardContainer';

/** Browser storage key of the recently viewed SKUs (comma-joined, with the session start). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed_products';

type Item = NonNullable<NonNullable<NonNullable<RecentlyViewedProductsQuery['products']>['items']>[number]>;

/**
 * Spec §4 recently viewed: client-only, so it renders after hydration at the end of the page (no
 * layout shift above it). Records this product, then shows the 6 newest others.
 */
export function ProductRecentlyViewed({ sku }: { sku: string }) {
  const intl = useIntl();
  const loadApollo = useApolloLoader();
  const [loaded, setLoaded] = useState<{ sku: string; items: Item[] } | null>(null);
  // Items of another product's visit are not shown while this one's load.
  const items = loaded?.sku === sku ? loaded.items : [];

  useEffect(() => {
    let cancelled = false;
    let record = null;
    try {
      record = parseViewed(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY));
      const next = recordView(record, sku, Date.now());
      window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, serializeViewed(next));
      record = next;
    } catch {
      // Storage may be unavailable (private mode): nothing to show then.
    }
    const skus = viewedToShow(record, sku);
    if (skus.length === 0) return;
    loadApollo()
      .then((apollo) =>
        apollo.query({
          query: RecentlyViewedProductsDocument,
          variables: { skus, pageSize: RECENTLY_VIEWED_PAGE_SIZE },
        }),
      )
      .then(({ data }) => {
        if (cancelled) return;
        const found = (data?.products?.items ?? []).filter((i): i is Item => Boolean(i?.sku));
        // Newest first, as stored, not in the API's order.
        setLoaded({ sku, items: skus.flatMap((s) => found.filter((i) => i.sku === s)) });
      })
      .catch(() => {
        // Deferred block: a failure never breaks the page.
      });
    return () => {
      cancelled = true;
    };
  }, [loadApollo, sku]);

  if (items.length === 0) return null;
  return (
    <ProductRail title={intl.formatMessage({ id: 'pdp.recentlyViewed' })}>
      {items.map((item) => (
        <ProductCardContainer key={item.sku} product={item} />
      ))}
    </ProductRail>
  );
}
