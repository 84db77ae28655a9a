import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Inline, Loader, ProductGallery, Select, Stack, StatusView, Text, TextField } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useSearchParams } from 'react-router';
import { useHydrated } from '../../../../platform/useHydrated';
import { useSignedIn } from '../../../account';
import { listName } from '../../config';
import { fetchMenuLists, syncCustomer, type MenuWishlist } from '../../sync';
import { WishlistFrame } from './WishlistFrame';
import { WishlistItemCard } from './WishlistItemCard';
import { AddWishlistItemsToCartDocument } from './__generated__/AddWishlistItemsToCart';
import { CopyProductsBetweenWishlistsDocument } from './__generated__/CopyProductsBetweenWishlists';
import type { CustomerWishlistQuery } from '../../../../gql/graphql';
import { CustomerWishlistDocument } from './__generated__/CustomerWishlist';
import { MoveProductsBetweenWishlistsDocument } from './__generated__/MoveProductsBetweenWishlists';
import { RemoveProductsFromWishlistDocument } from './__generated__/RemoveProductsFromWishlist';
import { SharedWishlistDocument } from './__generated__/SharedWishlist';

type Wishlist = NonNullable<NonNullable<CustomerWishlistQuery['customer']>['wishlist_v2']>;
type Item = NonNullable<NonNullable<Wishlist['items_v2']>['items'][number]>;

/**
 * /wishlist/:wishlistId (spec §2): one list. Its owner sees the items with move to bag, move or
 * copy to another list, remove and — for a PUBLIC list — its share link; anyone opening the share
 * link (`?sharing_code=`) sees it read-only with add to bag.
 */
export function WishlistItemsPage({ wishlistId }: { wishlistId: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const code = params.get('sharing_code');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <WishlistFrame title={t('wishlist.listTitle')}>
      {() => (code ? <SharedList code={code} /> : <OwnList wishlistId={wishlistId} />)}
    </WishlistFrame>
  );
}

function SharedList({ code }: { code: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useQuery(SharedWishlistDocument, { variables: { sharingCode: code } });
  if (loading) return <Loader label={t('wishlist.loading')} />;
  const list = data?.sharedWishlist;
  if (error || !list) return <StatusView headingLevel={2} title={t('wishlist.notFound')} />;
  return (
    <Stack space="large">
      <Stack space="small">
        <Text size="large" weight="strong">
          {listName(intl, list.name)}
        </Text>
        <Text tone="soft">{t('wishlist.sharedNote')}</Text>
      </Stack>
      <Items
        items={(list.items_v2?.items ?? []).filter((i): i is Item => !!i)}
        label={listName(intl, list.name)}
      />
    </Stack>
  );
}

function Items({
  items,
  label,
  render,
}: {
  items: readonly Item[];
  label: string;
  render?: (item: Item, size: Parameters<typeof WishlistItemCard>[0]['size']) => React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <ProductGallery
      items={items.filter((i) => i.product)}
      getKey={(i) => String(i.id)}
      label={label}
      emptyTitle={intl.formatMessage({ id: 'wishlist.empty' })}
      renderItem={(item, info) =>
        render ? (
          render(item, info.size)
        ) : (
          <WishlistItemCard
            product={item.product!}
            variant={'configured_variant' in item ? item.configured_variant : null}
            size={info.size}
          />
        )
      }
    />
  );
}

function OwnList({ wishlistId }: { wishlistId: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refetch } = useQuery(CustomerWishlistDocument, {
    variables: { id: wishlistId },
    fetchPolicy: 'network-only',
    skip: !signedIn,
  });
  const [others, setOthers] = useState<MenuWishlist[]>([]);
  const [moving, setMoving] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (signedIn)
      void fetchMenuLists(client).then(
        (all) => setOthers(all.filter((w) => String(w.id) !== wishlistId)),
        () => undefined,
      );
  }, [client, signedIn, wishlistId]);
  const list = data?.customer?.wishlist_v2;
  const share = useHref(`/wishlist/${wishlistId}?sharing_code=${list?.sharing_code ?? ''}`);
  if (!hydrated || loading || (!data && !error && signedIn)) return <Loader label={t('wishlist.loading')} />;
  if (error) return <StatusView headingLevel={2} tone="critical" title={t('wishlist.menuError')} />;
  if (!list) return <StatusView headingLevel={2} title={t('wishlist.notFound')} />;

  const changed = async () => {
    await refetch();
    await syncCustomer(client, intl).catch(() => undefined);
  };
  const moveToBag = async (item: Item) => {
    setMoving(String(item.id));
    setMessage(null);
    try {
      const { data: out } = await client.mutate({
        mutation: AddWishlistItemsToCartDocument,
        variables: { wishlistId, wishlistItemIds: [String(item.id)] },
      });
      const errors = out?.addWishlistItemsToCart?.add_wishlist_items_to_cart_user_errors ?? [];
      // Failed-operation messages are joined with a comma (spec §8).
      setMessage(
        errors.length
          ? errors.map((e) => e?.message).join(', ')
          : t('wishlist.movedToBag', { name: item.product?.name ?? '' }),
      );
      // The bag's count and contents follow.
      await client.refetchQueries({ include: 'active' });
      await changed();
    } finally {
      setMoving(null);
    }
  };
  const items = (list.items_v2?.items ?? []).filter((i): i is Item => !!i);
  const shareUrl = typeof window === 'undefined' ? share : window.location.origin + share;
  return (
    <Stack space="large">
      <Stack space="small">
        <Text size="large" weight="strong">
          {listName(intl, list.name)}
        </Text>
        <Text tone="soft">{t('wishlist.itemCount', { count: list.items_count ?? 0 })}</Text>
      </Stack>
      {list.visibility === 'PUBLIC' && list.sharing_code ? (
        <Inline space="small" alignY="bottom">
          <TextField label={t('wishlist.shareLink')} value={shareUrl} readOnly optional />
          <Button
            variant="secondary"
            onClick={() => void navigator.clipboard?.writeText(shareUrl).catch(() => undefined)}
          >
            {t('wishlist.copyLink')}
          </Button>
        </Inline>
      ) : null}
      {message ? (
        <div role="status">
          <Text>{message}</Text>
        </div>
      ) : null}
      <Items
        items={items}
        label={listName(intl, list.name)}
        render={(item, size) => (
          <WishlistItemCard
            product={item.product!}
            variant={'configured_variant' in item ? item.configured_variant : null}
            size={size}
            onMoveToBag={() => void moveToBag(item)}
            moving={moving === String(item.id)}
          >
            <ItemActions item={item} wishlistId={wishlistId} others={others} onChanged={changed} />
          </WishlistItemCard>
        )}
      />
    </Stack>
  );
}

function ItemActions({
  item,
  wishlistId,
  others,
  onChanged,
}: {
  item: Item;
  wishlistId: string;
  others: readonly MenuWishlist[];
  onChanged: () => Promise<void>;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [target, setTarget] = useState('');
  const name = item.product?.name ?? '';
  const transfer = async (move: boolean) => {
    if (!target) return;
    const variables = {
      sourceWishlistUid: wishlistId,
      destinationWishlistUid: target,
      wishlistItems: [{ wishlist_item_id: String(item.id) }],
    };
    await (
      move
        ? client.mutate({ mutation: MoveProductsBetweenWishlistsDocument, variables })
        : client.mutate({ mutation: CopyProductsBetweenWishlistsDocument, variables })
    ).catch(() => undefined);
    await onChanged();
  };
  return (
    <Stack space="small">
      {others.length ? (
        <>
          <Select
            label={t('wishlist.otherList', { name })}
            placeholder={t('wishlist.chooseList')}
            options={others.map((w) => ({ value: String(w.id), label: listName(intl, w.name) }))}
            value={target}
            onValueChange={setTarget}
            optional
          />
          <Inline space="small">
            <Button variant="secondary" size="small" disabled={!target} onClick={() => void transfer(true)}>
              {t('wishlist.move')}
            </Button>
            <Button variant="secondary" size="small" disabled={!target} onClick={() => void transfer(false)}>
              {t('wishlist.copy')}
            </Button>
          </Inline>
        </>
      ) : null}
      <Inline space="small">
        <Button
          variant="ghost"
          size="small"
          onClick={() =>
            void client
              .mutate({
                mutation: RemoveProductsFromWishlistDocument,
                variables: { wishlistId, wishlistItemsIds: [String(item.id)] },
              })
              // Spec §8: removal failures are swallowed.
              .catch(() => undefined)
              .then(onChanged)
          }
        >
          {t('wishlist.removeItem', { name })}
        </Button>
      </Inline>
    </Stack>
  );
}
