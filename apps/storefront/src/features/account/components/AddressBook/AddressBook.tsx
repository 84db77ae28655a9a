import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AddressForm,
  addressErrors,
  Button,
  Checkbox,
  Dialog,
  emptyAddress,
  Inline,
  Loader,
  Stack,
  Text,
  type AddressFormValue,
} from '@shop/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../../gql/fragment-masking';
import type { AccountAddressFragment } from '../../../../gql/graphql';
import { useAddressTexts } from './addressTexts';
import { ErrorNote, failure, SubmitButton } from '../../forms';
import { AccountAddressFragmentDoc } from './__generated__/AccountAddress';
import { AddressBookDocument } from './__generated__/AddressBook';
import { CreateCustomerAddressDocument } from './__generated__/CreateCustomerAddress';
import { DeleteCustomerAddressDocument } from './__generated__/DeleteCustomerAddress';
import { UpdateCustomerAddressDocument } from './__generated__/UpdateCustomerAddress';
import { AddressCard } from './AddressCard';
import {
  ADDRESS_BOOK_REQUIRED,
  toAddressFormValue,
  toCustomerAddressInput,
  type AddressDefaults,
} from './addressBookRules';
import { addressLines, sortAddresses } from './addressLines';

type Editing = { kind: 'new' } | { kind: 'edit'; address: AccountAddressFragment };

interface AddressEditorProps {
  editing: Editing;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits one address: spec §3 fields and §5 rules (the kit's form), and the two defaults. */
function AddressEditor({ editing, onSaved, onCancel }: AddressEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const apollo = useApolloClient();
  const { labels, countries, defaultCountry } = useAddressTexts();
  const saved = editing.kind === 'edit' ? editing.address : null;
  const [entered, setValue] = useState<AddressFormValue>(() =>
    saved ? toAddressFormValue(saved) : emptyAddress,
  );
  // A new address starts on the store's default country (also when it was opened before the
  // store's countries arrived) until the customer picks one.
  const value = entered.countryCode ? entered : { ...entered, countryCode: defaultCountry };
  const [defaults, setDefaults] = useState<AddressDefaults>({
    shipping: !!saved?.default_shipping,
    billing: !!saved?.default_billing,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // The form takes focus when it opens; after a refused save, the first field with a message.
    const form = formRef.current;
    if (!form) return;
    const target =
      attempt > 0
        ? form.querySelector<HTMLElement>('[aria-invalid="true"]')
        : form.querySelector<HTMLElement>('input, select, button');
    target?.focus();
  }, [attempt]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    if (Object.keys(addressErrors(value, { labels, required: ADDRESS_BOOK_REQUIRED })).length > 0) {
      setShowErrors(true);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    const input = toCustomerAddressInput(value, defaults);
    try {
      if (saved?.id != null)
        await apollo.mutate({ mutation: UpdateCustomerAddressDocument, variables: { id: saved.id, input } });
      else await apollo.mutate({ mutation: CreateCustomerAddressDocument, variables: { input } });
      onSaved();
    } catch (error) {
      setFailed(failure(error, t('account.formError')));
      setBusy(false);
    }
  };
  const title = t(saved ? 'account.addresses.editTitle' : 'account.addresses.newTitle');
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="large">
        <AddressForm
          legend={title}
          name="address"
          value={value}
          onValueChange={setValue}
          countries={countries}
          required={ADDRESS_BOOK_REQUIRED}
          showErrors={showErrors}
          labels={labels}
        />
        <Stack space="small">
          {/* A default stays one until another address takes its place (Magento keeps one). */}
          <Checkbox
            name="default_shipping"
            label={t('account.addresses.useDefaultShipping')}
            checked={defaults.shipping}
            disabled={!!saved?.default_shipping}
            onCheckedChange={(shipping) => setDefaults({ ...defaults, shipping })}
          />
          <Checkbox
            name="default_billing"
            label={t('account.addresses.useDefaultBilling')}
            checked={defaults.billing}
            disabled={!!saved?.default_billing}
            onCheckedChange={(billing) => setDefaults({ ...defaults, billing })}
          />
        </Stack>
        <ErrorNote>{failed}</ErrorNote>
        <Inline space="medium">
          <SubmitButton busy={busy}>{t('account.addresses.save')}</SubmitButton>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('account.addresses.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * The address book (spec §2 `/address-book`): the customer's addresses with their defaults, add,
 * edit and delete. Fetched in the browser only; after each change the list is read again (a new
 * default changes the others too).
 */
export function AddressBook() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const apollo = useApolloClient();
  const texts = useAddressTexts();
  const { data, previousData, loading, error, refetch } = useQuery(AddressBookDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AccountAddressFragment | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    // Back from the form or a deletion: focus returns to the list's first control.
    if (editing === null && returnFocus.current) {
      returnFocus.current = false;
      addRef.current?.focus();
    }
  }, [editing, notice]);

  const customer = (data ?? previousData)?.customer;
  if (!customer)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );

  const addresses = sortAddresses(
    (customer.addresses ?? [])
      .filter((a): a is NonNullable<typeof a> => a != null)
      .map((a) => getFragmentData(AccountAddressFragmentDoc, a)),
  );
  const summary = (address: AccountAddressFragment) =>
    addressLines(address, texts.countryName).slice(0, 2).join(', ');
  const finish = (message: string) => {
    returnFocus.current = true;
    setNotice(message);
    setEditing(null);
  };

  if (editing)
    return (
      <AddressEditor
        editing={editing}
        onSaved={() => void refetch().then(() => finish(t('account.addresses.saved')))}
        onCancel={() => finish('')}
      />
    );

  const remove = async () => {
    if (deleting?.id == null) return;
    setDeleteBusy(true);
    setDeleteFailed(null);
    try {
      await apollo.mutate({ mutation: DeleteCustomerAddressDocument, variables: { id: deleting.id } });
      await refetch();
      setDeleting(null);
      finish(t('account.addresses.deleted'));
    } catch (failedDelete) {
      setDeleteFailed(failure(failedDelete, t('account.formError')));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <Stack space="large">
      <div role="status">{notice ? <Text tone="positive">{notice}</Text> : null}</div>
      <div>
        <Button
          ref={addRef}
          variant="primary"
          onClick={() => {
            setNotice(null);
            setEditing({ kind: 'new' });
          }}
        >
          {t('account.addresses.add')}
        </Button>
      </div>
      {addresses.length === 0 ? (
        <Text>{t('account.addresses.empty')}</Text>
      ) : (
        <Stack as="ul" space="medium">
          {addresses.map((address) => {
            const isDefault = !!(address.default_shipping || address.default_billing);
            return (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  countryName={texts.countryName}
                  labels={texts.labels}
                  actions={
                    <Stack space="small">
                      <Inline space="medium">
                        <Button
                          variant="secondary"
                          size="small"
                          aria-label={t('account.addresses.editLabel', { address: summary(address) })}
                          onClick={() => {
                            setNotice(null);
                            setEditing({ kind: 'edit', address });
                          }}
                        >
                          {t('account.addresses.edit')}
                        </Button>
                        {isDefault ? null : (
                          <Button
                            variant="ghost"
                            size="small"
                            aria-label={t('account.addresses.deleteLabel', { address: summary(address) })}
                            onClick={() => {
                              setDeleteFailed(null);
                              setDeleting(address);
                            }}
                          >
                            {t('account.addresses.delete')}
                          </Button>
                        )}
                      </Inline>
                      {isDefault ? (
                        <Text size="small" tone="muted">
                          {t('account.addresses.defaultNoDelete')}
                        </Text>
                      ) : null}
                    </Stack>
                  }
                />
              </li>
            );
          })}
        </Stack>
      )}
      <Dialog.Root open={deleting !== null} onOpenChange={(open) => (open ? null : setDeleting(null))}>
        <Dialog.Content size="small" closeLabel={t('account.close')}>
          <Dialog.Header>
            <Dialog.Title>{t('account.addresses.deleteTitle')}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Stack space="medium">
              {deleting ? <Text>{summary(deleting)}</Text> : null}
              <ErrorNote>{deleteFailed}</ErrorNote>
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary">{t('account.addresses.cancel')}</Button>
            </Dialog.Close>
            <Button variant="primary" loading={deleteBusy} onClick={() => void remove()}>
              {t('account.addresses.delete')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Stack>
  );
}
