import { HeaderTrigger } from '@shop/ui/components/HeaderTrigger';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApolloLoader, WithApollo } from '../../../../platform/data/apolloSource';
import { isSignedIn } from '../../../../platform/session/marker';
import { useSignedIn } from '../../../account';
import { getDialogProduct, subscribeDialog } from '../../dialogState';
import { getWishlistSnapshot, setWishlistChange, subscribeWishlist } from '../../button';
import { syncCustomer, syncGuest } from '../../sync';

const WishlistDialog = lazy(() => import('../WishlistDialog/WishlistDialog'));

/**
 * The header's wish list trigger (spec §2) with its count (99+ above 99). The server renders a link
 * to the guest list for everyone; this chunk, loaded after hydration, syncs the buttons and the
 * count (the local list for a guest, the customer's lists — merging a guest list — once signed in),
 * links a customer to /wishlist, handles the buttons' clicks (the actions chunk) and hosts the
 * wish list dialog. It hydrates without Apollo Client and loads it for a click, a customer's sync
 * or the sign-in reset's hook (issue 18).
 */
export function WishlistTrigger() {
  const intl = useIntl();
  const loadClient = useApolloLoader();
  const signedIn = useSignedIn();
  const { count } = useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, getWishlistSnapshot);
  const dialogProduct = useSyncExternalStore(subscribeDialog, getDialogProduct, () => null);
  useEffect(
    () =>
      setWishlistChange(
        (product, key, on) =>
          void Promise.all([loadClient(), import('../../actions')]).then(([client, m]) =>
            m.changeWishlist({ client, intl }, product, key, on),
          ),
      ),
    [loadClient, intl],
  );
  // Signing in resets the client's store, which cancels a sync in flight: sync again after it.
  useEffect(() => {
    let live = true;
    let off: (() => void) | undefined;
    void loadClient().then(
      (client) => {
        if (!live) return;
        off = client.onResetStore(async () => {
          if (isSignedIn()) await syncCustomer(client, intl).catch(() => undefined);
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      off?.();
    };
  }, [loadClient, intl]);
  useEffect(() => {
    if (!signedIn) {
      syncGuest();
      return;
    }
    void loadClient()
      .then((client) => syncCustomer(client, intl))
      .catch(() => undefined);
  }, [signedIn, loadClient, intl]);
  return (
    <>
      <HeaderTrigger
        kind="wishlist"
        asChild
        count={count}
        label={intl.formatMessage({ id: 'wishlist.trigger' })}
        formatLabel={(label, n) =>
          n === undefined
            ? label
            : intl.formatMessage(
                { id: n > 99 ? 'wishlist.triggerCountOver' : 'wishlist.triggerCount' },
                { label, count: n },
              )
        }
      >
        <Link to={signedIn ? '/wishlist' : '/wishlist/guest'} />
      </HeaderTrigger>
      {dialogProduct ? (
        <Suspense fallback={null}>
          <WithApollo>
            <WishlistDialog product={dialogProduct} />
          </WithApollo>
        </Suspense>
      ) : null}
    </>
  );
}
