import { Button, Container, Loader, Stack, StatusView } from '@shop/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { usePageTitle, useStoreView } from '../../../../platform/store/store-context';
import { cartErrorMessage, cartFailureMessage, cartIdError, setStoredCartId } from '../..';
import { GetItemCountDocument } from '../../__generated__/GetItemCount';
import type { Loader as RouteLoader } from '../../../../platform/routing/deps';

export type CartRestoreData = { status: 'restore'; cartId: string } | { status: 'failed'; message: string };

/**
 * /cart/restore/:cartId — the abandoned-checkout link of the e-mail tool (spec §7; the link is
 * written by `features/consent/tracking/emailTool.ts`). The id must be
 * exactly 32 characters ("Cart ID length should be 32 symbols", spec §5) and a cart the server
 * knows and lets this shopper use (spec §8 invalid-cart messages otherwise). A valid cart becomes
 * the store's cart in the browser, which then shows /cart.
 */
export const loader = (async ({ params }, { apollo }) => {
  const cartId = params['cartId'] ?? '';
  const lengthError = cartIdError(cartId);
  if (lengthError) return { status: 'failed', message: lengthError } satisfies CartRestoreData;
  try {
    const { data, error } = await apollo.query({
      query: GetItemCountDocument,
      variables: { cartId },
      fetchPolicy: 'network-only',
      errorPolicy: 'all',
    });
    if (!data?.cart) {
      return {
        status: 'failed',
        message: cartErrorMessage(error) || 'Could not find a cart',
      } satisfies CartRestoreData;
    }
    return { status: 'restore', cartId } satisfies CartRestoreData;
  } catch (error) {
    return {
      status: 'failed',
      message: cartFailureMessage(error),
    } satisfies CartRestoreData;
  }
}) satisfies RouteLoader<CartRestoreData>;

export function Component() {
  const data = useLoaderData<CartRestoreData>();
  const intl = useIntl();
  const store = useStoreView();
  const navigate = useNavigate();
  const { search } = useLocation();
  const title = usePageTitle(
    intl.formatMessage({
      id: data.status === 'restore' ? 'cartPage.restore.title' : 'cartPage.restore.failed',
    }),
  );

  useEffect(() => {
    if (data.status !== 'restore') return;
    setStoredCartId(store.code, data.cartId);
    // The e-mail tool's link carries its parameters (utm fields, its contact id): they go on to
    // /cart, where the tracking that starts after hydration reads the landing (spec §3/§7).
    void navigate({ pathname: '/cart', search }, { replace: true });
  }, [data, store.code, navigate, search]);

  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Container paddingY="page">
        {data.status === 'restore' ? (
          <Stack space="large" align="center">
            <Loader label={intl.formatMessage({ id: 'cartPage.restore.title' })} />
          </Stack>
        ) : (
          <StatusView
            tone="critical"
            title={intl.formatMessage({ id: 'cartPage.restore.failed' })}
            message={data.message}
            action={
              <Button asChild>
                <Link to="/cart">{intl.formatMessage({ id: 'cartPage.restore.action' })}</Link>
              </Button>
            }
          />
        )}
      </Container>
    </>
  );
}
