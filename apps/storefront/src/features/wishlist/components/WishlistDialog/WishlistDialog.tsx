import { useApolloClient } from '@apollo/client/react';
import { Button, Dialog, Stack, Text, TextField } from '@shop/ui';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../../platform/toasts';
import { addToList } from '../../actions';
import type { WishlistProduct } from '../../button';
import { canCreateList, listName, loadWishlistSettings, type WishlistSettings } from '../../config';
import { CreateWishlistDocument } from '../../__generated__/CreateWishlist';
import { setDialogProduct } from '../../dialogState';
import { getMenuLists, subscribeMenuLists } from '../../sync';

/** Spec §9: the dialog closes 200 ms after a successful add. */
export const WISHLIST_DIALOG_CLOSE_MS = 200;

/**
 * Spec §2 wish list dialog: choose one of the customer's lists or create one ("+ Create a new list"
 * → "Name your wishlist"). Adding names the list in a 5 s toast and closes the dialog 200 ms later;
 * an add error stays in the dialog as a form error; a failed creation is swallowed (spec §8).
 */
export default function WishlistDialog({ product }: { product: WishlistProduct }) {
  const intl = useIntl();
  const client = useApolloClient();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lists = useSyncExternalStore(subscribeMenuLists, getMenuLists, getMenuLists);
  const [settings, setSettings] = useState<WishlistSettings | null>(null);
  const [open, setOpen] = useState(true);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    void loadWishlistSettings(client).then(setSettings, () => undefined);
    return () => clearTimeout(closeTimer.current);
  }, [client]);

  const close = () => {
    setOpen(false);
    setDialogProduct(null);
  };

  const add = async (wishlistId: string) => {
    setPending(wishlistId);
    setError(null);
    try {
      const listName = await addToList({ client, intl }, product, wishlistId);
      showToast({
        type: 'success',
        message: t('wishlist.addedToList', { wishlistName: listName }),
        timeout: 5000,
      });
      closeTimer.current = setTimeout(close, WISHLIST_DIALOG_CLOSE_MS);
    } catch (e) {
      setError((e instanceof Error && e.message) || t('wishlist.addError'));
      setPending(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    setPending('new');
    try {
      const { data } = await client.mutate({
        mutation: CreateWishlistDocument,
        variables: { name: name.trim(), visibility: 'PRIVATE' },
      });
      const id = data?.createWishlist?.wishlist.id;
      if (!id) throw new Error('');
      setCreating(false);
      await add(String(id));
    } catch {
      // Spec §8: a failed creation is swallowed; the form stays for another try.
      setPending(null);
    }
  };

  const mayCreate = settings !== null && canCreateList(settings, lists.length);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content size="small" closeLabel={t('wishlist.dialog.close')}>
        <Dialog.Header>
          <Dialog.Title>
            {creating ? t('wishlist.dialog.nameTitle') : t('wishlist.dialog.title')}
          </Dialog.Title>
        </Dialog.Header>
        {creating ? (
          <form onSubmit={(e) => void save(e)} noValidate>
            <Dialog.Body>
              <TextField
                label={t('wishlist.dialog.name')}
                value={name}
                onValueChange={(v) => {
                  setName(v);
                  if (v.trim()) setNameError(false);
                }}
                maxLength={255}
                autoFocus
                {...(nameError ? { error: t('wishlist.nameRequired') } : {})}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="secondary" type="button" onClick={() => setCreating(false)}>
                {t('wishlist.dialog.cancel')}
              </Button>
              <Button type="submit" loading={pending === 'new'}>
                {t('wishlist.dialog.save')}
              </Button>
            </Dialog.Footer>
          </form>
        ) : (
          <Dialog.Body>
            <Stack space="small">
              {lists.map((list) => (
                <Button
                  key={list.id}
                  variant="secondary"
                  fullWidth
                  loading={pending === String(list.id)}
                  disabled={pending !== null && pending !== String(list.id)}
                  onClick={() => void add(String(list.id))}
                >
                  {t('wishlist.dialog.choice', {
                    name: listName(intl, list.name),
                    count: list.items_count ?? 0,
                  })}
                </Button>
              ))}
              {mayCreate ? (
                <Button variant="ghost" fullWidth onClick={() => setCreating(true)}>
                  {t('wishlist.dialog.create')}
                </Button>
              ) : null}
              {error ? (
                <div role="alert">
                  <Text tone="critical">{error}</Text>
                </div>
              ) : null}
            </Stack>
          </Dialog.Body>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
