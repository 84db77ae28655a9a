import { useQuery } from '@apollo/client/react';
import { Button, Inline, ProductGallery, Stack, Text } from '@shop/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { showToast } from '../../../../platform/toasts';
import { useHydrated } from '../../../../platform/useHydrated';
import { readGuestList } from '../../guestList';
import { getWishlistSnapshot, subscribeWishlist } from '../../button';
import { WishlistFrame } from './WishlistFrame';
import { WishlistItemCard } from './WishlistItemCard';
import { GuestWishlistProductsDocument } from './__generated__/GuestWishlistProducts';

/**
 * /wishlist/guest (spec §2): the products a guest saved in this browser, with the heart to remove
 * one and add to bag. Signing in keeps them: they merge into the customer's default list.
 */
export function GuestWishlistPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Re-read the local list whenever a button changes it.
  const { saved } = useSyncExternalStore(subscribeWishlist, getWishlistSnapshot, getWishlistSnapshot);
  const hydrated = useHydrated();
  const items = hydrated ? readGuestList() : [];
  const skus = items.map((i) => i.key);
  const { data, loading } = useQuery(GuestWishlistProductsDocument, {
    variables: { skus },
    skip: skus.length === 0,
  });
  useEffect(() => {
    // Spec §8: the info toast (5 s) that saving for later needs an account.
    showToast({ id: 'wishlist-sign-in', type: 'info', message: t('wishlist.signInPrompt'), timeout: 5000 });
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const products = (data?.products?.items ?? []).filter(
    (p): p is NonNullable<typeof p> => !!p && saved.has(p.sku ?? ''),
  );
  return (
    <WishlistFrame title={t('wishlist.guestTitle')}>
      {() => (
        <Stack space="large">
          <Inline space="small">
            <Button asChild variant="secondary">
              <Link to="/sign-in?returnTo=%2Fwishlist">{t('wishlist.signInToKeep')}</Link>
            </Button>
          </Inline>
          {skus.length === 0 ? (
            <Text>{t('wishlist.empty')}</Text>
          ) : (
            <ProductGallery
              items={products}
              loading={loading}
              getKey={(p) => p.uid}
              label={t('wishlist.guestTitle')}
              emptyTitle={t('wishlist.empty')}
              renderItem={(p, info) => <WishlistItemCard product={p} size={info.size} heart />}
            />
          )}
        </Stack>
      )}
    </WishlistFrame>
  );
}
