import {
  AddressForm,
  Button,
  Checkbox,
  RadioGroup,
  ShippingMethodList,
  Stack,
  addressErrors,
  emptyAddress,
  type AddressFormValue,
  type ShippingMethodListStatus,
} from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { isNetworkError } from '../../../../cart';
import type { CheckoutCartFragment } from '../../../../../gql/graphql';
import { toAddressFormValue } from '../../../../account';
import { bookAddressOf, sameAddress, type BookAddress } from '../checkoutState';
import { type CheckoutLabels } from '../labels';
import { useCheckoutMutations } from '../checkoutMutations';
import { ErrorNote, failureText, useFocusFirstError, type Mutate } from './stepParts';

/** Address and delivery method: the address is saved first, the server then offers its methods. */
export function ShippingStep({
  cart,
  cartId,
  value,
  onValueChange,
  countries,
  labels,
  mutate,
  onDone,
  currency,
  locale,
  book,
}: {
  cart: CheckoutCartFragment;
  cartId: string;
  value: AddressFormValue;
  onValueChange: (value: AddressFormValue) => void;
  countries: { value: string; label: string }[];
  labels: CheckoutLabels;
  mutate: Mutate;
  onDone: () => void;
  currency: string;
  locale: string;
  /** A signed-in customer's address book (to choose from, and to save a new address to); null for guests. */
  book: readonly BookAddress[] | null;
}) {
  const mutations = useCheckoutMutations(cartId);
  const fromBook = book ? bookAddressOf(value, book) : null;
  // Magento's "save in address book": offered for a new address, on unless the customer says no.
  const [saveToBook, setSaveToBook] = useState(true);
  const saveWanted = book !== null && !fromBook && saveToBook;
  const [savedWithFlag, setSavedWithFlag] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'idle' | 'address' | 'method'>('idle');
  const [failed, setFailed] = useState<string | null>(null);
  const [methodMissing, setMethodMissing] = useState(false);
  const formRef = useFocusFirstError(attempt);
  const address = cart.shipping_addresses[0] ?? null;
  const methods = (address?.available_shipping_methods ?? []).filter((m): m is NonNullable<typeof m> => !!m);
  const selected = address?.selected_shipping_method;
  const selectedValue = selected ? `${selected.carrier_code}/${selected.method_code}` : undefined;

  const saveAddress = async (): Promise<CheckoutCartFragment | null> => {
    setStatus('address');
    setFailed(null);
    try {
      const result = await mutate(() => mutations.setShippingAddress(value, saveWanted));
      setSavedWithFlag(saveWanted);
      return result;
    } catch (error) {
      setFailed(isNetworkError(error) ? 'network' : failureText(error, labels));
      return null;
    } finally {
      setStatus('idle');
    }
  };

  const chooseMethod = async (choice: string) => {
    const [carrierCode = '', methodCode = ''] = choice.split('/');
    setStatus('method');
    setFailed(null);
    setMethodMissing(false);
    try {
      await mutate(() => mutations.setShippingMethod(carrierCode, methodCode));
    } catch (error) {
      setFailed(failureText(error, labels));
    } finally {
      setStatus('idle');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(addressErrors(value, { labels: labels.address })).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    let current: Pick<CheckoutCartFragment, 'shipping_addresses'> | null = cart;
    if (!sameAddress(value, address as never) || saveWanted !== savedWithFlag) current = await saveAddress();
    if (!current) return;
    if (current.shipping_addresses[0]?.selected_shipping_method) onDone();
    // A new address first shows its methods; asking again without a choice says it is required.
    else setMethodMissing(sameAddress(value, address as never));
  };

  const listStatus: ShippingMethodListStatus =
    status === 'address'
      ? 'loading'
      : failed === 'network'
        ? 'error'
        : methods.some((m) => m.available)
          ? 'ready'
          : 'empty';

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="large">
        {book && book.length > 0 ? (
          <RadioGroup
            label={labels.t('checkoutPage.savedAddresses')}
            name="shipping.saved"
            options={[
              ...book.map((a) => ({
                value: String(a.id),
                label: [a.firstname, a.lastname].join(' '),
                description: [
                  a.company,
                  (a.street ?? []).filter(Boolean).join(', '),
                  [a.postcode, a.city].filter(Boolean).join(' '),
                  countries.find((c) => c.value === a.country_code)?.label ?? a.country_code,
                ]
                  .filter(Boolean)
                  .join(', '),
              })),
              { value: 'new', label: labels.t('checkoutPage.newAddress') },
            ]}
            value={fromBook ? String(fromBook.id) : 'new'}
            onValueChange={(choice) => {
              const chosen = book.find((a) => String(a.id) === choice);
              onValueChange(
                chosen ? toAddressFormValue(chosen) : { ...emptyAddress, countryCode: value.countryCode },
              );
            }}
            disabled={status === 'address'}
          />
        ) : null}
        <AddressForm
          legend={labels.t('checkoutPage.shippingAddress')}
          name="shipping"
          value={value}
          onValueChange={onValueChange}
          countries={countries}
          showErrors={attempt > 0}
          labels={labels.address}
          disabled={status === 'address'}
        />
        {book !== null && !fromBook ? (
          <Checkbox
            label={labels.t('checkoutPage.saveAddress')}
            checked={saveToBook}
            onCheckedChange={setSaveToBook}
            disabled={status === 'address'}
          />
        ) : null}
        {address || status === 'address' || failed === 'network' ? (
          <ShippingMethodList
            status={listStatus}
            methods={methods.map((m) => ({
              value: `${m.carrier_code}/${m.method_code ?? ''}`,
              carrierTitle: m.carrier_title,
              methodTitle: m.method_title ?? '',
              amount: m.amount.value ?? 0,
              estimatedDelivery: m.estimated_delivery_time,
              isPickup: m.carrier_code === 'instore',
              unavailableReason: m.available
                ? null
                : (m.error_message ?? labels.t('checkoutPage.shipping.unavailable')),
            }))}
            value={selectedValue}
            onValueChange={(choice) => void chooseMethod(choice)}
            onRetry={() => void saveAddress()}
            currency={currency}
            locale={locale}
            showErrors={methodMissing}
            disabled={status !== 'idle'}
            labels={labels.shipping}
          />
        ) : null}
        <ErrorNote>{failed && failed !== 'network' ? failed : null}</ErrorNote>
        <div>
          <Button type="submit" variant="primary" loading={status !== 'idle'}>
            {labels.t('checkoutPage.continue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The receiver's e-mail (guest checkout): order confirmation and delivery updates go there. */
