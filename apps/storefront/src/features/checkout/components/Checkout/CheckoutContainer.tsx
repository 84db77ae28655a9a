import { useQuery } from '@apollo/client/react';
import {
  Button,
  CartLayout,
  CheckoutSteps,
  Container,
  CouponForm,
  Dialog,
  Heading,
  Inline,
  Link as UiLink,
  Loader,
  OrderSummary,
  Stack,
  StatusView,
  Text,
  formatPrice,
  type AddressFormValue,
  type CheckoutStep,
  type CouponFormStatus,
} from '@shop/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../../../../platform/useHydrated';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { usePageTitle, useStoreView } from '../../../../platform/store/store-context';
import { showToast } from '../../../../platform/toasts';
import {
  clearStoredCartId,
  isInvalidCartError,
  isNetworkError,
  showCartError,
  useCartId,
} from '../../../cart';
import type { CheckoutStepId } from '../../../../platform/config';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { CheckoutAgreementsDocument } from './__generated__/CheckoutAgreements';
import { CheckoutCartFragmentDoc } from './__generated__/CheckoutCart';
import { CheckoutCartQueryDocument } from './__generated__/CheckoutCartQuery';
import { CheckoutCustomerAddressesDocument } from './__generated__/CheckoutCustomerAddresses';
import { CheckoutAuth, toAddressFormValue, useSignedIn, useSignInCompleting } from '../../../account';
import { CheckoutValidateCartDocument } from './__generated__/CheckoutValidateCart';
import type { CheckoutCartFragment } from '../../../../gql/graphql';
import { browserStorage, fromCartAddress, hasPaidLine, orderItemImages, storeOrder } from './checkoutState';
import { useShopCountries } from './countries';
import { checkoutLabels, type CheckoutLabels } from './labels';
import { useCheckoutMutations } from './checkoutMutations';
import { onFirstInteraction } from '../../../../platform/captcha/firstInteraction';
import { useCheckoutFlow } from './useCheckoutFlow';
import { reportBeginCheckout, reportPurchase } from './checkoutEvents';
import { ShippingStep } from './steps/ShippingStep';
import { ReceiverStep } from './steps/ReceiverStep';
import { PaymentStep } from './steps/PaymentStep';
import { failureText } from './steps/stepParts';
import { isOffline, NeedsNetworkError } from '../../../offline';

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
  // Signing in from the guest dialog: the guest's bag merges into the customer's; the checkout
  // waits for the merged bag rather than show the guest's to a signed-in customer.
  const signInCompleting = useSignInCompleting();
  const title = usePageTitle(labels.t('checkoutPage.title'));
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <CheckoutChromeHeader labels={labels} />
      <Container paddingY="page">
        {!hydrated || signInCompleting ? (
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
  const mutations = useCheckoutMutations(cartId);
  // The newsletter opt-in is a protected form (spec §7): its captcha loads on the first interaction.
  useEffect(() => onFirstInteraction(() => void mutations.prepareCaptcha()), [mutations]);
  const navigate = useNavigate();
  const { order, done, step, draft, update, goTo, after, missingBeforePayment, clear } = useCheckoutFlow(
    cart,
    cartId,
  );
  // Spec §7 "checkout": once per cart as the checkout opens (the first cart it shows).
  const [openedWith] = useState(cart);
  useEffect(() => reportBeginCheckout(openedWith), [openedWith]);

  const validation = useQuery(CheckoutValidateCartDocument, {
    variables: { cartId },
    fetchPolicy: 'network-only',
  });
  const agreements = useQuery(CheckoutAgreementsDocument, { fetchPolicy: 'cache-first' });
  const stockBlocked = validation.data?.validateCart?.valid === false;
  const freeLinesOnly = !hasPaidLine(
    (cart.itemsV2?.items ?? []).filter((i): i is NonNullable<typeof i> => !!i),
  );
  const blocked = stockBlocked || freeLinesOnly;
  const stockErrors = validation.data?.validateCart?.errors ?? [];

  // Signed in (spec §2): the account's e-mail, the address book to choose from, no guest dialog.
  const signedIn = useSignedIn();
  const addresses = useQuery(CheckoutCustomerAddressesDocument, {
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const book = signedIn
    ? (addresses.data?.customer?.addresses ?? []).filter((a): a is NonNullable<typeof a> => !!a)
    : null;
  const defaultBookAddress = book?.find((a) => a.default_shipping) ?? book?.[0] ?? null;

  const { countries, defaultCountry } = useShopCountries();
  const shippingAddress = cart.shipping_addresses[0] ?? null;
  const shippingValue: AddressFormValue =
    draft.shipping ??
    (!shippingAddress && defaultBookAddress
      ? toAddressFormValue(defaultBookAddress)
      : {
          ...fromCartAddress(shippingAddress),
          countryCode: shippingAddress?.country.code ?? defaultCountry,
        });
  const billingValue: AddressFormValue =
    draft.billing ??
    (cart.billing_address && !draft.billingSameAsShipping
      ? fromCartAddress(cart.billing_address as never)
      : { ...fromCartAddress(null), countryCode: shippingValue.countryCode });
  const emailValue = draft.email ?? cart.email ?? '';

  const currency = cart.prices?.grand_total?.currency ?? store.currency;
  const money = (value: number) => formatPrice(value, currency, store.formattingLocale);

  const mutate = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    // Issue 17: nothing is sent while offline; the step says so and keeps what was entered.
    if (isOffline()) throw new NeedsNetworkError();
    try {
      return await run();
    } catch (error) {
      if (isInvalidCartError(error)) clearStoredCartId(store.code);
      else if (!isNetworkError(error)) showCartError(error);
      throw error;
    }
  };

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
            onDone={() => goTo(after('shipping'))}
            currency={cart.prices?.grand_total?.currency ?? store.currency}
            locale={store.formattingLocale}
            book={book}
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
            accountEmail={signedIn ? cart.email : null}
            value={emailValue}
            onValueChange={(email) => update({ email })}
            labels={labels}
            mutate={mutate}
            onDone={() => goTo(after('receiver'))}
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
          missingStep={missingBeforePayment()}
          onPlaced={(placed, redirectUrl) => {
            onPlacing(true);
            storeOrder(browserStorage('local'), store.code, placed, orderItemImages(items), cartId);
            reportPurchase(placed, cart.applied_coupons?.[0]?.code ?? null);
            clear();
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
        await mutations.applyCoupon(code);
        showToast({ type: 'success', message: labels.t('checkoutPage.couponApplied'), timeout: 5000 });
      } else {
        await mutations.removeCoupon();
      }
    } catch (error) {
      setCouponError(failureText(error, labels));
    } finally {
      setCouponStatus('idle');
    }
  };

  const items = (cart.itemsV2?.items ?? []).filter((i): i is Item => !!i);
  const selected = shippingAddress?.selected_shipping_method;

  return (
    <div data-testid="checkout" data-step={step}>
      <Dialog.Root
        open={!signedIn && !draft.guestConfirmed}
        onOpenChange={(open) => {
          if (!open) update({ guestConfirmed: true });
        }}
      >
        <Dialog.Content size="small" closeLabel={labels.t('checkoutPage.close')}>
          <Dialog.Header>
            <Dialog.Title>{labels.t('checkoutPage.guest.title')}</Dialog.Title>
            <Dialog.Description>{labels.t('checkoutPage.guest.message')}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            {/* Spec §2 checkout context: signing in here merges the bag and goes on signed in. */}
            <Suspense fallback={null}>
              <CheckoutAuth onSignedIn={() => update({ guestConfirmed: true })} />
            </Suspense>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="secondary" fullWidth onClick={() => update({ guestConfirmed: true })}>
              {labels.t('checkoutPage.guest.continue')}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      <Stack space="large">
        <Heading level={1}>{labels.t('checkoutPage.title')}</Heading>
        {freeLinesOnly ? (
          <StatusView
            tone="critical"
            headingLevel={2}
            title={labels.t('checkoutPage.freeLinesOnly.title')}
            message={labels.t('checkoutPage.freeLinesOnly.message')}
            action={
              <Button asChild variant="secondary">
                <Link to="/cart">{labels.t('checkoutPage.backToBag')}</Link>
              </Button>
            }
          />
        ) : stockBlocked ? (
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
