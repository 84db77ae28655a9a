import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { usePageTitle } from '../../../../platform/store/store-context';
import { CartPage } from '../../components/CartPage/CartPage';
import { CartStoreConfigDocument } from './__generated__/CartStoreConfig';
import { prefetchCartPage } from '../../components/CartPage/prefetch';
import type { Loader, RouteHandle } from '../../../../platform/routing/deps';

export interface CartRouteData {
  loyaltyEnabled: boolean;
}

/**
 * /cart. The cart id lives in the browser's storage per store (spec §3), which the server cannot
 * read, so the server renders the page shell with a loading state and the browser fetches the cart.
 * (The e-mail tool's store cookie of spec §7 holds the store, not the cart, so it cannot key the
 * cart either.) The loader only reads the store flag that decides whether loyalty points show.
 */
export const loader = (async (_args, { apollo }) => {
  try {
    const { data } = await apollo.query({ query: CartStoreConfigDocument });
    return { loyaltyEnabled: Boolean(data?.storeConfig?.loyalty_pwa_enabled) };
  } catch {
    // The flag only hides a section: the cart itself must still show.
    return { loyaltyEnabled: false };
  }
}) satisfies Loader<CartRouteData>;

/** In the browser the bag asks for its cart while the page hydrates (issue 18). */
export const handle = { prefetch: prefetchCartPage } satisfies RouteHandle;

export function Component() {
  const data = useLoaderData<CartRouteData>();
  const intl = useIntl();
  const title = usePageTitle(intl.formatMessage({ id: 'cartPage.title' }));
  return (
    <>
      <title>{title}</title>
      {/* A shopper's own cart is never a search result. */}
      <meta name="robots" content="noindex, nofollow" />
      <CartPage loyaltyEnabled={data.loyaltyEnabled} />
    </>
  );
}
