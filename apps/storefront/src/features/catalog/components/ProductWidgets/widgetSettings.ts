import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { useEffect, useState } from 'react';
import type { ProductWidgetsQuery } from '../../../../gql/graphql';
import { ProductWidgetsDocument } from './__generated__/ProductWidgets';

/**
 * The product page's third-party widgets (issue 15; spec §1 reviews and "Virtual try-on for shades
 * and a shade finder", spec §7 "Third-party"): lazy chunks that render nothing on the server and
 * start after hydration — nothing of them is in a guest's first download; its settings come from the API (`storeConfig`), and each
 * provider's script loads only with analytics consent, after the page is interactive, and never
 * breaks the page when it fails.
 */
declare global {
  interface Window {
    /** Yotpo's widget loader: renders the `.yotpo-widget-instance` elements it finds. */
    yotpoWidgetsContainer?: { initWidgets?: () => void };
    /** The shade finder / virtual try-on SDK (`SHADE_FINDER_SCRIPT_URL`). */
    ShadeFinder?: { open: (options: ShadeFinderOptions) => void };
  }
}

export type ShadeFinderMode = 'shade-finder' | 'try-on';

export interface ShadeFinderOptions {
  clientId: string;
  brand: string;
  sku: string;
  /** The store view's locale (en_US, de_DE, …): the provider's texts follow it. */
  locale: string;
  mode: ShadeFinderMode;
  /** The provider's view was closed: focus goes back to the button that opened it. */
  onClose: () => void;
}

/**
 * The store's provider settings and the product, asked for after hydration (the server renders
 * nothing of the widgets: the page is the same for every guest, consent is read in the browser),
 * and only once the shopper allowed analytics: without it no widget shows, and a first visit's
 * page does not spend its first seconds on a query whose answer it would not use (issue 18: the
 * query was the largest part of the product page's last long task, ~100 ms at 4× CPU).
 */
export function useWidgetSettings(sku: string, allowed: boolean) {
  const loadApollo = useApolloLoader();
  const [data, setData] = useState<ProductWidgetsQuery | null>(null);
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    loadApollo()
      .then((apollo) => apollo.query({ query: ProductWidgetsDocument, variables: { sku } }))
      .then(
        (result) => live && setData(result.data ?? null),
        // No settings, no widgets: the page goes on without them.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [loadApollo, sku, allowed]);
  const product = data?.products?.items?.find((item) => item?.sku === sku) ?? null;
  return { config: data?.storeConfig ?? null, product };
}
