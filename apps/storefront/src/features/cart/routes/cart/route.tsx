import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { usePageTitle } from '../../../../platform/store/store-context';
import { CartPage } from '../../components/CartPage/CartPage';
import { CartStoreConfigDocument } from './__generated__/CartStoreConfig';
import { prefetchCartPage } from '../../components/CartPage/prefetch';
import type { Loader, RouteDeps, RouteHandle } from '../../../../platform/routing/deps';
import { serverCartId } from '../../components/CartPage/serverCart';

export interface CartRouteData {
  loyaltyEnabled: boolean;
  /** The guest cart the server rendered the bag with (serverCart.ts), else null. */
  serverCartId: string | null;
}

async function loyaltyEnabled({ apollo }: RouteDeps): Promise<boolean> {
  try {
    const { data } = await apollo.query({ query: CartStoreConfigDocument });
    return Boolean(data?.storeConfig?.loyalty_pwa_enabled);
  } catch {
    // The flag only hides a section: the cart itself must still show.
    return false;
  }
}

/**
 * /cart. The cart id lives in the browser's storage per store (spec §3), with a copy in a cookie
 * (cartId.ts). The server renders a guest's bag whole from that cookie (serverCart.ts); otherwise —
 * a signed-in shopper, no cookie, and every visit after the first page — it renders a loading state
 * and the browser fetches the cart. The loader also reads the store flag that decides whether
 * loyalty points show.
 */
export const loader = (async ({ request }, deps) => {
  const [loyalty, serverCart] = await Promise.all([
    loyaltyEnabled(deps),
    import.meta.env.SSR ? serverCartId(request.headers.get('cookie'), deps) : null,
  ]);
  return { loyaltyEnabled: loyalty, serverCartId: serverCart };
}) satisfies Loader<CartRouteData>;

export const handle = {
  /** In the browser a bag the server did not render asks for its cart while hydrating (issue 18). */
  prefetch: prefetchCartPage,
  /** A bag rendered from the cart id cookie is whole in the HTML (scriptsAfterPaint.ts). */
  wholeInHtml: (data) => (data as CartRouteData | undefined)?.serverCartId != null,
} satisfies RouteHandle;

export function Component() {
  const data = useLoaderData<CartRouteData>();
  const intl = useIntl();
  const title = usePageTitle(intl.formatMessage({ id: 'cartPage.title' }));
  return (
    <>
      <title>{title}</title>
      {/* A shopper's own cart is never a search result. */}
      <meta name="robots" content="noindex, nofollow" />
      <CartPage loyaltyEnabled={data.loyaltyEnabled} serverCartId={data.serverCartId} />
    </>
  );
}
