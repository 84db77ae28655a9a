import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AddressForm,
  Button,
  CartLayout,
  Checkbox,
  CheckoutSteps,
  Container,
  CouponForm,
  Dialog,
  Heading,
  Inline,
  Link as UiLink,
  Loader,
  OrderSummary,
  PaymentMethodList,
  ShippingMethodList,
  Stack,
  StatusView,
  Text,
  TextField,
  addressErrors,
  canPlaceOrder,
  email as emailRule,
  formatPrice,
  required,
  validate,
  type AddressFormValue,
  type CheckoutStep,
  type CouponFormStatus,
  type ShippingMethodListStatus,
} from '@shop/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { usePageTitle, useStoreView } from '../../app/store-context';
import { showToast } from '../../app/toasts';
import {
  clearStoredCartId,
  cartErrorMessage,
  isInvalidCartError,
  isNetworkError,
  showCartError,
  useCartId,
} from '../../cart';
import { checkoutConfig, type CheckoutStepId } from '../../config';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { CheckoutAgreementsDocument } from '../../gql/documents/CheckoutAgreementsDocument';
import { CheckoutApplyCouponDocument } from '../../gql/documents/CheckoutApplyCouponDocument';
import { CheckoutCartFragmentDoc } from '../../gql/documents/CheckoutCartFragmentDoc';
import { CheckoutCartQueryDocument } from '../../gql/documents/CheckoutCartQueryDocument';
import { CheckoutOrderFragmentDoc } from '../../gql/documents/CheckoutOrderFragmentDoc';
import { CheckoutRemoveCouponDocument } from '../../gql/documents/CheckoutRemoveCouponDocument';
import { CheckoutValidateCartDocument } from '../../gql/documents/CheckoutValidateCartDocument';
import { PlaceOrderDocument } from '../../gql/documents/PlaceOrderDocument';
import { SetBillingAddressOnCartDocument } from '../../gql/documents/SetBillingAddressOnCartDocument';
import { SetGuestEmailOnCartDocument } from '../../gql/documents/SetGuestEmailOnCartDocument';
import { SetPaymentMethodOnCartDocument } from '../../gql/documents/SetPaymentMethodOnCartDocument';
import { SetShippingAddressOnCartDocument } from '../../gql/documents/SetShippingAddressOnCartDocument';
import { SetShippingMethodOnCartDocument } from '../../gql/documents/SetShippingMethodOnCartDocument';
import type { CheckoutCartFragment, CheckoutOrderFragment } from '../../gql/graphql';
import {
  browserStorage,
  clearDraft,
  completedSteps,
  fromCartAddress,
  nextStep,
  readDraft,
  resumeStep,
  sameAddress,
  stepsInOrder,
  storeOrder,
  toCartAddressInput,
  writeDraft,
  type CheckoutDraft,
} from './checkoutState';
import { countryOptions, STORE_DEFAULT_COUNTRY } from './countries';
import { checkoutLabels, type CheckoutLabels } from './labels';

const subscribeNothing = () => () => undefined;
/** False on the server and while hydrating: the cart id lives in the browser only. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/** Moves focus to the first field with a message after a failed attempt (WCAG 3.3.1). */
function useFocusFirstError(attempt: number) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return ref;
}

function CheckoutChromeHeader({ labels }: { labels: CheckoutLabels }) {
  const store = useStoreView();
  return (
    <Container paddingY="section">
      <Inline space="medium" align="between" alignY="center">
        <UiLink asChild variant="subtle">
          <Link to="/" aria-label={labels.t('checkoutPage.home', { storeName: store.brand || store.name })}>
            <Text as="span" size="large" weight="strong">
              {store.brand || store.name}
            </Text>
          </Link>
        </UiLink>
        <UiLink asChild>
          <Link to="/cart">{labels.t('checkoutPage.backToBag')}</Link>
        </UiLink>
      </Inline>
    </Container>
  );
}

/** /checkout: the page frame (slim header, since spec §2 hides the site header here) and its states. */
export function CheckoutPage() {
  const intl = useIntl();
  const labels = useMemo(() => checkoutLabels(intl), [intl]);
  const hydrated = useHydrated();
  const cartId = useCartId();
  const title = usePageTitle(labels.t('checkoutPage.title'));
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <CheckoutChromeHeader labels={labels} />
      <Container paddingY="page">
        {!hydrated ? (
          <Loader label={labels.t('checkoutPage.loading')} />
        ) : cartId ? (
          <CheckoutForCart key={cartId} cartId={cartId} labels={labels} />
        ) : (
          <EmptyBag labels={labels} />
        )}
      </Container>
    </>
  );
}

function EmptyBag({ labels }: { labels: CheckoutLabels }) {
  return (
    <StatusView
      headingLevel={1}
      title={labels.t('checkoutPage.empty.title')}
      message={labels.t('checkoutPage.empty.message')}
      action={
        <Button asChild variant="primary">
          <Link to="/">{labels.t('checkoutPage.empty.action')}</Link>
        </Button>
      }
    />
  );
}

function CheckoutForCart({ cartId, labels }: { cartId: string; labels: CheckoutLabels }) {
  const { data, error, loading, refetch } = useQuery(CheckoutCartQueryDocument, {
    variables: { cartId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'none',
  });
  const store = useStoreView();
  const cart = getFragmentData(CheckoutCartFragmentDoc, data?.cart ?? null);
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    // Spec §4: a cart that is gone or ordered is emptied from storage; the page then says the bag is empty.
    if (error && isInvalidCartError(error) && !placing) clearStoredCartId(store.code);
  }, [error, placing, store.code]);

  if (placing) return <Loader label={labels.t('checkoutPage.placing')} />;
  if (!cart && loading) return <Loader label={labels.t('checkoutPage.loading')} />;
  if (!cart) {
    if (error && isInvalidCartError(error)) return <EmptyBag labels={labels} />;
    return (
      <StatusView
        headingLevel={1}
        tone="critical"
        title={labels.t('checkoutPage.loadError')}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            {labels.t('checkoutPage.retry')}
          </Button>
        }
      />
    );
  }
  const items = (cart.itemsV2?.items ?? []).filter((i): i is NonNullable<typeof i> => !!i);
  if (items.length === 0) return <EmptyBag labels={labels} />;
  return <Checkout cart={cart} cartId={cartId} labels={labels} onPlacing={setPlacing} />;
}

type Item = NonNullable<NonNullable<NonNullable<CheckoutCartFragment['itemsV2']>['items'][number]>>;

function Checkout({
  cart,
  cartId,
  labels,
  onPlacing,
}: {
  cart: CheckoutCartFragment;
  cartId: string;
  labels: CheckoutLabels;
  onPlacing: (placing: boolean) => void;
}) {
  const store = useStoreView();
  const apollo = useApolloClient();
  const navigate = useNavigate();
  const session = browserStorage('session');
  const order = stepsInOrder(checkoutConfig.stepOrder);
  const done = completedSteps(cart);
  const [draft, setDraft] = useState<CheckoutDraft>(() => readDraft(session, store.code, cartId));
  const [step, setStep] = useState<CheckoutStepId>(() => resumeStep(order, done, draft.step));
  const update = (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch }));
  useEffect(() => writeDraft(session, store.code, { ...draft, step }), [draft, step, session, store.code]);

  const validation = useQuery(CheckoutValidateCartDocument, {
    variables: { cartId },
    fetchPolicy: 'network-only',
  });
  const agreements = useQuery(CheckoutAgreementsDocument, { fetchPolicy: 'cache-first' });
  const blocked = validation.data?.validateCart?.valid === false;
  const stockErrors = validation.data?.validateCart?.errors ?? [];

  const countries = useMemo(() => countryOptions(store.formattingLocale), [store.formattingLocale]);
  const shippingAddress = cart.shipping_addresses[0] ?? null;
  const defaultCountry = STORE_DEFAULT_COUNTRY[store.code] ?? '';
  const shippingValue: AddressFormValue = draft.shipping ?? {
    ...fromCartAddress(shippingAddress),
    countryCode: shippingAddress?.country.code ?? defaultCountry,
  };
  const billingValue: AddressFormValue =
    draft.billing ??
    (cart.billing_address && !draft.billingSameAsShipping
      ? fromCartAddress(cart.billing_address as never)
      : { ...fromCartAddress(null), countryCode: shippingValue.countryCode });
  const emailValue = draft.email ?? cart.email ?? '';

  const currency = cart.prices?.grand_total?.currency ?? store.currency;
  const money = (value: number) => formatPrice(value, currency, store.formattingLocale);

  const mutate = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      if (isInvalidCartError(error)) clearStoredCartId(store.code);
      else if (!isNetworkError(error)) showCartError(error);
      throw error;
    }
  };

  const goTo = (next: CheckoutStepId) => setStep(next);

  const steps: CheckoutStep[] = order.map((id) => {
    if (id === 'shipping')
      return {
        id,
        title: labels.t('checkoutPage.step.shipping'),
        summary: shippingAddress?.selected_shipping_method ? (
          <>
            {[
              [shippingAddress.firstname, shippingAddress.lastname].join(' '),
              shippingAddress.street.filter(Boolean).join(', '),
              [shippingAddress.postcode, shippingAddress.city].filter(Boolean).join(' '),
              // The store's language, not the API's English country name.
              countries.find((c) => c.value === shippingAddress.country.code)?.label ??
                shippingAddress.country.label,
            ].join(', ')}
            <br />
            {shippingAddress.selected_shipping_method.carrier_title}
          </>
        ) : null,
        content: (
          <ShippingStep
            cart={cart}
            cartId={cartId}
            value={shippingValue}
            onValueChange={(shipping) => update({ shipping })}
            countries={countries}
            labels={labels}
            mutate={mutate}
            onDone={() => goTo(nextStep(order, 'shipping'))}
            currency={cart.prices?.grand_total?.currency ?? store.currency}
            locale={store.formattingLocale}
          />
        ),
      };
    if (id === 'receiver')
      return {
        id,
        title: labels.t('checkoutPage.step.receiver'),
        summary: cart.email,
        content: (
          <ReceiverStep
            cartId={cartId}
            saved={cart.email}
            value={emailValue}
            onValueChange={(email) => update({ email })}
            labels={labels}
            mutate={mutate}
            onDone={() => goTo(nextStep(order, 'receiver'))}
          />
        ),
      };
    return {
      id,
      title: labels.t('checkoutPage.step.payment'),
      content: (
        <PaymentStep
          cart={cart}
          cartId={cartId}
          draft={draft}
          update={update}
          billingValue={billingValue}
          countries={countries}
          labels={labels}
          mutate={mutate}
          blocked={blocked}
          agreement={agreements.data?.checkoutAgreements?.[0] ?? null}
          onMissingStep={(missing) => goTo(missing)}
          onOrderFailed={() => void validation.refetch()}
          missingStep={order.find((s) => s !== 'payment' && !done.includes(s)) ?? null}
          onPlaced={(placed, redirectUrl) => {
            onPlacing(true);
            storeOrder(browserStorage('local'), store.code, placed);
            clearDraft(session, store.code);
            if (redirectUrl) {
              // The payment provider's page, which returns the shopper to /checkout/lpm/callback/:cartId.
              clearStoredCartId(store.code);
              window.location.assign(`${store.basename === '/' ? '' : store.basename}${redirectUrl}`);
              return;
            }
            void Promise.resolve(navigate('/checkout/success', { replace: true })).then(() =>
              clearStoredCartId(store.code),
            );
          }}
        />
      ),
    };
  });

  const [couponStatus, setCouponStatus] = useState<CouponFormStatus>('idle');
  const [couponError, setCouponError] = useState<string | null>(null);
  const couponCall = async (kind: 'apply' | 'remove', code: string) => {
    setCouponStatus(kind === 'apply' ? 'applying' : 'removing');
    setCouponError(null);
    try {
      if (kind === 'apply') {
        await apollo.mutate({ mutation: CheckoutApplyCouponDocument, variables: { cartId, code } });
        showToast({ type: 'success', message: labels.t('checkoutPage.couponApplied'), timeout: 5000 });
      } else {
        await apollo.mutate({ mutation: CheckoutRemoveCouponDocument, variables: { cartId } });
      }
    } catch (error) {
      setCouponError(
        isNetworkError(error)
          ? labels.t('checkoutPage.networkError')
          : cartErrorMessage(error) || String(error),
      );
    } finally {
      setCouponStatus('idle');
    }
  };

  const items = (cart.itemsV2?.items ?? []).filter((i): i is Item => !!i);
  const selected = shippingAddress?.selected_shipping_method;

  return (
    <div data-testid="checkout" data-step={step}>
      <Dialog.Root
        open={!draft.guestConfirmed}
        onOpenChange={(open) => {
          if (!open) update({ guestConfirmed: true });
        }}
      >
        <Dialog.Content size="small" closeLabel={labels.t('checkoutPage.close')}>
          <Dialog.Header>
            <Dialog.Title>{labels.t('checkoutPage.guest.title')}</Dialog.Title>
            <Dialog.Description>{labels.t('checkoutPage.guest.message')}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Button variant="primary" fullWidth onClick={() => update({ guestConfirmed: true })}>
              {labels.t('checkoutPage.guest.continue')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      <Stack space="large">
        <Heading level={1}>{labels.t('checkoutPage.title')}</Heading>
        {blocked ? (
          <StatusView
            tone="critical"
            headingLevel={2}
            title={labels.t('checkoutPage.blocked.title')}
            message={
              <>
                {labels.t('checkoutPage.blocked.message')}
                {stockErrors.length ? ` ${stockErrors.map((e) => e.message).join(', ')}` : ''}
              </>
            }
            action={
              <Button asChild variant="secondary">
                <Link to="/cart">{labels.t('checkoutPage.backToBag')}</Link>
              </Button>
            }
          />
        ) : null}
        <CartLayout
          main={
            <CheckoutSteps
              steps={steps}
              value={step}
              onValueChange={(id) => goTo(id as CheckoutStepId)}
              completed={done}
              labels={labels.steps}
            />
          }
          aside={
            <OrderSummary
              formatPrice={money}
              labels={labels.summary}
              totalsLabels={labels.totals}
              items={items.map((i) => ({
                id: i.uid,
                name: i.product.name ?? i.product.sku ?? '',
                options:
                  'configurable_options' in i
                    ? i.configurable_options
                        .filter((o): o is NonNullable<typeof o> => !!o)
                        .map((o) => `${o.option_label}: ${o.value_label}`)
                    : [],
                quantity: i.quantity,
                rowTotal: i.prices?.row_total_including_tax.value ?? 0,
                image: i.product.small_image?.url ? { src: i.product.small_image.url, alt: '' } : null,
                isFree: i.isFreeGift,
                note: i.gwpCartLabel,
              }))}
              totals={{
                subtotal: cart.prices?.subtotal_including_tax?.value ?? 0,
                taxes: (cart.prices?.applied_taxes ?? [])
                  .filter((x): x is NonNullable<typeof x> => !!x)
                  .map((x) => ({ label: x.label, amount: x.amount.value ?? 0 })),
                discounts: (cart.prices?.discounts ?? [])
                  .filter((x): x is NonNullable<typeof x> => !!x)
                  .map((x) => ({ label: x.label, amount: x.amount.value ?? 0 })),
                giftCards: (cart.applied_gift_cards ?? [])
                  .filter((x): x is NonNullable<typeof x> => !!x)
                  .map((x) => ({ label: x.code ?? '', amount: x.applied_balance?.value ?? 0 })),
                rewardPoints: cart.applied_reward_points
                  ? {
                      points: cart.applied_reward_points.points,
                      amount: cart.applied_reward_points.money.value ?? 0,
                    }
                  : null,
                shipping: selected
                  ? {
                      amount: selected.amount.value ?? 0,
                      label: selected.carrier_title,
                      estimatedDelivery: selected.estimated_delivery_time,
                    }
                  : null,
                grandTotal: cart.prices?.grand_total?.value ?? 0,
              }}
            >
              <CouponForm
                appliedCode={cart.applied_coupons?.find((c) => !!c)?.code ?? null}
                onApply={(code) => void couponCall('apply', code)}
                onRemove={(code) => void couponCall('remove', code)}
                status={couponStatus}
                error={couponError}
                onCodeChange={() => setCouponError(null)}
                labels={labels.coupon}
              />
            </OrderSummary>
          }
          asideLabel={labels.t('checkoutPage.summary.title')}
        />
      </Stack>
    </div>
  );
}

type Mutate = <T>(run: () => Promise<T>) => Promise<T | null>;

function ErrorNote({ children }: { children: string | null }) {
  return children ? (
    <div role="alert">
      <Text tone="critical">{children}</Text>
    </div>
  ) : null;
}

/** Address and delivery method: the address is saved first, the server then offers its methods. */
function ShippingStep({
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
}) {
  const apollo = useApolloClient();
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
      const result = await mutate(() =>
        apollo.mutate({
          mutation: SetShippingAddressOnCartDocument,
          variables: { cartId, address: toCartAddressInput(value) },
        }),
      );
      return getFragmentData(CheckoutCartFragmentDoc, result?.data?.setShippingAddressesOnCart?.cart ?? null);
    } catch (error) {
      setFailed(isNetworkError(error) ? 'network' : cartErrorMessage(error) || String(error));
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
      await mutate(() =>
        apollo.mutate({
          mutation: SetShippingMethodOnCartDocument,
          variables: { cartId, carrierCode, methodCode },
        }),
      );
    } catch (error) {
      setFailed(
        isNetworkError(error)
          ? labels.t('checkoutPage.networkError')
          : cartErrorMessage(error) || String(error),
      );
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
    if (!sameAddress(value, address as never)) current = await saveAddress();
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
function ReceiverStep({
  cartId,
  saved,
  value,
  onValueChange,
  labels,
  mutate,
  onDone,
}: {
  cartId: string;
  saved: string | null;
  value: string;
  onValueChange: (value: string) => void;
  labels: CheckoutLabels;
  mutate: Mutate;
  onDone: () => void;
}) {
  const apollo = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useFocusFirstError(attempt);
  const rules = [
    required({ message: labels.validation.required }),
    emailRule({ message: labels.validation.invalidEmail }),
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validate(value, rules)) {
      setAttempt((n) => n + 1);
      return;
    }
    if (saved && saved === value.trim().toLowerCase()) {
      onDone();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      await mutate(() =>
        apollo.mutate({ mutation: SetGuestEmailOnCartDocument, variables: { cartId, email: value.trim() } }),
      );
      onDone();
    } catch (error) {
      setFailed(
        isNetworkError(error)
          ? labels.t('checkoutPage.networkError')
          : cartErrorMessage(error) || String(error),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="large">
        <TextField
          label={labels.address.email}
          type="email"
          name="receiver.email"
          autoComplete="email"
          value={value}
          onValueChange={onValueChange}
          hint={labels.t('checkoutPage.emailHint')}
          rules={rules}
          noValidate
          touched={attempt > 0}
          disabled={busy}
        />
        <ErrorNote>{failed}</ErrorNote>
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {labels.t('checkoutPage.continue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type Agreement = { checkbox_text: string; content: string; is_html: boolean };

/** Agreement text as plain text: the terms are shown, not interpreted (no markup from the API runs). */
const plainText = (agreement: Agreement) =>
  agreement.is_html
    ? agreement.content
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : agreement.content;

/** Billing address, payment method, terms agreement and the place-order button. */
function PaymentStep({
  cart,
  cartId,
  draft,
  update,
  billingValue,
  countries,
  labels,
  mutate,
  blocked,
  agreement,
  missingStep,
  onMissingStep,
  onOrderFailed,
  onPlaced,
}: {
  cart: CheckoutCartFragment;
  cartId: string;
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  billingValue: AddressFormValue;
  countries: { value: string; label: string }[];
  labels: CheckoutLabels;
  mutate: Mutate;
  blocked: boolean;
  agreement: Agreement | null;
  missingStep: CheckoutStepId | null;
  onMissingStep: (step: CheckoutStepId) => void;
  /** Stock may have changed (e.g. another shopper took the last unit): check the cart again. */
  onOrderFailed: () => void;
  onPlaced: (order: CheckoutOrderFragment, redirectUrl: string | null) => void;
}) {
  const apollo = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [placing, setPlacing] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useFocusFirstError(attempt);
  const methods = (cart.available_payment_methods ?? []).filter((m): m is NonNullable<typeof m> => !!m);
  const method = draft.paymentMethod ?? cart.selected_payment_method?.code ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    if (missingStep) {
      onMissingStep(missingStep);
      return;
    }
    const billingInvalid =
      !draft.billingSameAsShipping &&
      Object.keys(addressErrors(billingValue, { labels: labels.address })).length > 0;
    if (billingInvalid || !canPlaceOrder(method, draft.agreed)) {
      setAttempt((n) => n + 1);
      return;
    }
    setPlacing(true);
    setFailed(null);
    try {
      await mutate(() =>
        apollo.mutate({
          mutation: SetBillingAddressOnCartDocument,
          variables: {
            cartId,
            billing: draft.billingSameAsShipping
              ? { same_as_shipping: true }
              : { address: toCartAddressInput(billingValue) },
          },
        }),
      );
      if (cart.selected_payment_method?.code !== method)
        await mutate(() =>
          apollo.mutate({ mutation: SetPaymentMethodOnCartDocument, variables: { cartId, code: method } }),
        );
      const result = await mutate(() =>
        apollo.mutate({ mutation: PlaceOrderDocument, variables: { cartId } }),
      );
      const placed = result?.data?.placeOrder;
      const errors = (placed?.errors ?? []).filter((e): e is NonNullable<typeof e> => !!e);
      const order = orderOf(placed?.orderV2);
      if (errors.length > 0 || !order) {
        // Spec §8: failed-operation messages are joined with a comma.
        setFailed(errors.map((e) => e.message).join(', ') || labels.t('checkoutPage.orderFailed'));
        setPlacing(false);
        onOrderFailed();
        return;
      }
      onPlaced(order, placed?.payment_redirect_url ?? null);
    } catch (error) {
      setFailed(
        isNetworkError(error)
          ? labels.t('checkoutPage.orderNetworkError')
          : cartErrorMessage(error) || String(error),
      );
      setPlacing(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={placing || undefined}>
      <Stack space="large">
        <Checkbox
          name="billing.sameAsShipping"
          label={labels.t('checkoutPage.billingSame')}
          checked={draft.billingSameAsShipping}
          onCheckedChange={(checked) => update({ billingSameAsShipping: checked })}
          disabled={placing}
        />
        {draft.billingSameAsShipping ? null : (
          <AddressForm
            legend={labels.t('checkoutPage.billingAddress')}
            name="billing"
            value={billingValue}
            onValueChange={(billing) => update({ billing })}
            countries={countries}
            showErrors={attempt > 0}
            labels={labels.address}
            disabled={placing}
          />
        )}
        <PaymentMethodList
          methods={methods.map((m) => ({
            value: m.code,
            title: m.title,
            description: m.is_redirect ? labels.t('checkoutPage.payment.redirect') : undefined,
          }))}
          value={method}
          onValueChange={(paymentMethod) => update({ paymentMethod })}
          agreementLabel={agreement?.checkbox_text ?? labels.t('checkoutPage.payment.agreement')}
          agreementContent={agreement ? plainText(agreement) : undefined}
          agreed={draft.agreed}
          onAgreedChange={(agreed) => update({ agreed })}
          showErrors={attempt > 0}
          disabled={placing}
          labels={labels.payment}
        />
        <ErrorNote>{failed}</ErrorNote>
        <div>
          <Button
            type="submit"
            variant="primary"
            size="large"
            fullWidth
            loading={placing}
            disabled={placing || blocked}
          >
            {labels.t('checkoutPage.placeOrder')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function orderOf(
  order: FragmentType<typeof CheckoutOrderFragmentDoc> | null | undefined,
): CheckoutOrderFragment | null {
  return order ? getFragmentData(CheckoutOrderFragmentDoc, order) : null;
}
