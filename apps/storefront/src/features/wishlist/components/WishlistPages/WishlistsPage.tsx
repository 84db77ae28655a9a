import { useApolloClient } from '@apollo/client/react';
import { Button, Inline, Link as UiLink, Loader, Select, Stack, StatusView, Text, TextField } from '@shop/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { canCreateList, listName } from '../../config';
import { CreateWishlistDocument } from '../../__generated__/CreateWishlist';
import { fetchMenuLists, syncCustomer, type MenuWishlist } from '../../sync';
import { WishlistFrame } from './WishlistFrame';
import { DeleteWishlistDocument } from './__generated__/DeleteWishlist';
import { UpdateWishlistDocument } from './__generated__/UpdateWishlist';

/**
 * /wishlist (spec §2, auth-only): the customer's lists with their counts — create (while the
 * store's maximum allows), rename, visibility, delete (not the default list, the first one).
 */
export function WishlistsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <WishlistFrame title={t('wishlist.listsTitle')}>
      {(settings) => <WishlistLists max={settings.max} multiple={settings.multiple} />}
    </WishlistFrame>
  );
}

function WishlistLists({ max, multiple }: { max: number; multiple: boolean }) {
  const intl = useIntl();
  const client = useApolloClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [lists, setLists] = useState<MenuWishlist[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    try {
      setLists(await fetchMenuLists(client));
      void syncCustomer(client, intl).catch(() => undefined);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => {
    let live = true;
    fetchMenuLists(client).then(
      (all) => {
        if (live) setLists(all);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [client]);
  // Spec §8 wish list menu error.
  if (failed) return <StatusView headingLevel={2} tone="critical" title={t('wishlist.menuError')} />;
  if (!lists) return <Loader label={t('wishlist.loading')} />;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    setBusy(true);
    await client
      .mutate({ mutation: CreateWishlistDocument, variables: { name: name.trim(), visibility: 'PRIVATE' } })
      .then(() => setName(''))
      // Spec §8: creation failures are swallowed.
      .catch(() => undefined);
    setBusy(false);
    await reload();
  };

  return (
    <Stack space="large">
      <Stack as="ul" space="medium">
        {lists.map((list, index) => (
          <li key={list.id}>
            <WishlistRow list={list} isDefault={index === 0} multiple={multiple} onChanged={reload} />
          </li>
        ))}
      </Stack>
      {canCreateList({ enabled: true, multiple, max }, lists.length) ? (
        <form onSubmit={(e) => void create(e)} noValidate>
          <Stack space="small">
            <TextField
              label={t('wishlist.dialog.nameTitle')}
              value={name}
              maxLength={255}
              onValueChange={(v) => {
                setName(v);
                if (v.trim()) setNameError(false);
              }}
              {...(nameError ? { error: t('wishlist.nameRequired') } : {})}
            />
            <Inline space="small">
              <Button type="submit" loading={busy}>
                {t('wishlist.dialog.create')}
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : multiple ? (
        <Text tone="soft">{t('wishlist.limit', { max })}</Text>
      ) : null}
    </Stack>
  );
}

function WishlistRow({
  list,
  isDefault,
  multiple,
  onChanged,
}: {
  list: MenuWishlist;
  isDefault: boolean;
  multiple: boolean;
  onChanged: () => Promise<void>;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(list.name ?? '');
  const update = async (change: { name?: string; visibility?: 'PUBLIC' | 'PRIVATE' }) => {
    await client
      .mutate({ mutation: UpdateWishlistDocument, variables: { wishlistUid: String(list.id), ...change } })
      .catch(() => undefined);
    setRenaming(false);
    await onChanged();
  };
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <UiLink asChild>
          <Link to={`/wishlist/${list.id}`}>{listName(intl, list.name)}</Link>
        </UiLink>
        <Text tone="soft">{t('wishlist.itemCount', { count: list.items_count ?? 0 })}</Text>
      </Inline>
      {multiple ? (
        <Inline space="small" alignY="bottom">
          <Select
            label={t('wishlist.visibility')}
            options={[
              { value: 'PRIVATE', label: t('wishlist.private') },
              { value: 'PUBLIC', label: t('wishlist.public') },
            ]}
            value={list.visibility}
            optional
            onValueChange={(v) => void update({ visibility: v === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE' })}
          />
          {renaming ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (name.trim()) void update({ name: name.trim() });
              }}
              noValidate
            >
              <Inline space="small" alignY="bottom">
                <TextField
                  label={t('wishlist.dialog.name')}
                  value={name}
                  maxLength={255}
                  onValueChange={setName}
                  {...(name.trim() ? {} : { error: t('wishlist.nameRequired') })}
                />
                <Button type="submit" variant="secondary">
                  {t('wishlist.dialog.save')}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setRenaming(false)}>
                  {t('wishlist.dialog.cancel')}
                </Button>
              </Inline>
            </form>
          ) : (
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              {t('wishlist.rename')}
            </Button>
          )}
          {isDefault ? null : (
            <Button
              variant="ghost"
              onClick={() =>
                void client
                  .mutate({ mutation: DeleteWishlistDocument, variables: { wishlistUid: String(list.id) } })
                  .catch(() => undefined)
                  .then(onChanged)
              }
            >
              {t('wishlist.delete', { name: listName(intl, list.name) })}
            </Button>
          )}
        </Inline>
      ) : null}
    </Stack>
  );
}
