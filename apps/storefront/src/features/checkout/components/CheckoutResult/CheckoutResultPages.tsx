import { useApolloClient } from '@apollo/client/react';
import {
  Button,
  Container,
  Inline,
  Link as UiLink,
  Loader,
  OrderConfirmation,
  OrderSummary,
  formatPrice,
  Stack,
  StatusView,
  Text,
} from '@shop/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../../../../platform/useHydrated';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle, useStoreView } from '../../../../platform/store/store-context';
import { cartErrorMessage, cartFailureMessage, isNetworkError, setStoredCartId } from '../../../cart';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { CheckoutOrderFragmentDoc } from './__generated__/CheckoutOrder';
import { ConfirmLocalPaymentDocument } from './__generated__/ConfirmLocalPayment';
import { RestoreQuoteFromOrderDocument } from './__generated__/RestoreQuoteFromOrder';
import type { LocalPaymentResult } from '../../../../gql/graphql';
import {
  browserStorage,
  orderItemImage,
  readStoredOrder,
  removeStoredOrder,
  storeOrder,
  type StoredOrder,
} from '../Checkout/checkoutState';

function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** A country's name in the shopper's language ("Latvia", "Lettland"), not its code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The placed order kept in browser storage (spec §2, §3 Order): address, methods, items and totals. */
function OrderDetails({ data }: { data: StoredOrder }) {
  const t = useT();
  const store = useStoreView();
  const { order } = data;
  const currency = order.total?.grand_total.currency ?? store.currency;
  const money = (value: number) => formatPrice(value, currency, store.formattingLocale);
  const a = order.shipping_address;
  const facts: [string, string][] = [];
  if (a)
    facts.push([
      t('checkoutResult.details.deliveryTo'),
      [
        a.company ?? '',
        `${a.firstname} ${a.lastname}`,
        a.street.filter(Boolean).join(', '),
        [a.postcode, a.city].filter(Boolean).join(' '),
        a.country_code ? countryName(a.country_code, store.formattingLocale) : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  if (order.shipping_method) facts.push([t('checkoutResult.details.shippingMethod'), order.shipping_method]);
  for (const p of order.payment_methods ?? [])
    if (p) facts.push([t('checkoutResult.details.paymentMethod'), p.name]);
  const total = order.total;
  return (
    <Stack space="large">
      <Stack space="small">
        {facts.map(([term, value]) => (
          <Text key={term}>
            <Text as="span" weight="strong">{`${term}: `}</Text>
            {value}
          </Text>
        ))}
      </Stack>
      <OrderSummary
        formatPrice={money}
        labels={{
          title: t('checkoutResult.details.title'),
          items: (count) => t('checkoutResult.details.items', { count }),
          quantity: (count) => t('checkoutResult.details.quantity', { count }),
          free: t('checkoutResult.details.free'),
          totals: t('checkoutResult.details.totals'),
        }}
        totalsLabels={{
          subtotal: t('checkoutResult.details.subtotal'),
          shipping: t('checkoutResult.details.shipping'),
          free: t('checkoutResult.details.free'),
          grandTotal: t('checkoutResult.details.total'),
          taxIncluded: (label) => t('checkoutResult.details.taxIncluded', { label }),
          deduction: (amount) => t('checkoutResult.details.deduction', { amount }),
        }}
        items={(order.items ?? [])
          .filter((i): i is NonNullable<typeof i> => !!i)
          .map((i, at) => ({
            id: `${i.product_sku}-${at}`,
            name: i.product_name ?? i.product_sku,
            quantity: i.quantity_ordered ?? 1,
            rowTotal: (i.product_sale_price.value ?? 0) * (i.quantity_ordered ?? 1),
            image: orderItemImage(data.images, i) ? { src: orderItemImage(data.images, i)!, alt: '' } : null,
          }))}
        totals={{
          subtotal: total?.subtotal.value ?? 0,
          taxes: total?.total_tax.value
            ? [{ label: t('checkoutResult.details.vat'), amount: total.total_tax.value }]
            : [],
          discounts: (total?.discounts ?? [])
            .filter((d): d is NonNullable<typeof d> => !!d)
            .map((d) => ({ label: d.label, amount: d.amount.value ?? 0 })),
          shipping: total ? { amount: total.total_shipping.value ?? 0 } : null,
          grandTotal: total?.grand_total.value ?? 0,
        }}
      />
    </Stack>
  );
}

/** /checkout/success: the order number and data the checkout kept in browser storage. */
export function CheckoutSuccessPage() {
  const t = useT();
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readStoredOrder(browserStorage('local')) : null), [hydrated]);
  // "Order confirmed" only over a confirmation: without a stored order the page says so.
  const title = !stored
    ? t('checkoutResult.success.loadingTitle')
    : stored.number
      ? t('checkoutResult.success.pageTitle')
      : t('checkoutResult.success.none');
  return (
    <>
      <title>{usePageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <Container paddingY="page" size="narrow">
        {!stored ? (
          <Loader label={t('checkoutResult.loading')} />
        ) : stored.number ? (
          <OrderConfirmation
            orderNumber={stored.number}
            email={stored.data?.order.email}
            labels={{
              title: t('checkoutResult.success.title'),
              orderNumber: t('checkoutResult.success.orderNumber'),
              emailNotice: (email) => t('checkoutResult.success.emailNotice', { email }),
            }}
            actions={
              <Button asChild variant="primary">
                <Link to="/">{t('checkoutResult.continueShopping')}</Link>
              </Button>
            }
          >
            {stored.data ? <OrderDetails data={stored.data} /> : null}
          </OrderConfirmation>
        ) : (
          <StatusView
            headingLevel={1}
            title={t('checkoutResult.success.none')}
            action={
              <Button asChild variant="primary">
                <Link to="/">{t('checkoutResult.continueShopping')}</Link>
              </Button>
            }
          />
        )}
      </Container>
    </>
  );
}

type RestoreState =
  { kind: 'working' } | { kind: 'restored' } | { kind: 'nothing' } | { kind: 'failed'; message: string };

/**
 * /checkout/error (spec §2): the order failed. When a finished checkout's order number is stored,
 * the cart is restored from it (restoreQuoteFromOrder), its id stored and the order data removed.
 */
export function CheckoutErrorPage() {
  const t = useT();
  const hydrated = useHydrated();
  const apollo = useApolloClient();
  const store = useStoreView();
  const [state, setState] = useState<RestoreState>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const restore = async (): Promise<RestoreState> => {
      const local = browserStorage('local');
      const { number, data: stored } = readStoredOrder(local);
      if (!number) return { kind: 'nothing' };
      try {
        const { data } = await apollo.mutate({
          mutation: RestoreQuoteFromOrderDocument,
          // A guest proves the order is theirs with the cart it was placed from (issue 23).
          variables: { orderNumber: number, cartId: stored?.cartId ?? null },
        });
        const cartId = data?.restoreQuoteFromOrder;
        if (!cartId) return { kind: 'failed', message: t('checkoutResult.error.restoreFailed') };
        setStoredCartId(store.code, cartId);
        removeStoredOrder(local);
        return { kind: 'restored' };
      } catch (error) {
        return {
          kind: 'failed',
          message: isNetworkError(error)
            ? t('checkoutResult.networkError')
            : cartErrorMessage(error) || t('checkoutResult.error.restoreFailed'),
        };
      }
    };
    void restore().then(setState);
  }, [hydrated, apollo, store.code, t]);

  return (
    <>
      <title>{usePageTitle(t('checkoutResult.error.pageTitle'))}</title>
      <meta name="robots" content="noindex" />
      <Container paddingY="page" size="narrow">
        {state.kind === 'working' ? (
          <Loader label={t('checkoutResult.error.restoring')} />
        ) : (
          <StatusView
            headingLevel={1}
            tone="critical"
            title={t('checkoutResult.error.title')}
            message={
              state.kind === 'restored'
                ? t('checkoutResult.error.restored')
                : state.kind === 'failed'
                  ? state.message
                  : t('checkoutResult.error.message')
            }
            action={
              <Inline space="small">
                <Button asChild variant="primary">
                  <Link to="/checkout">{t('checkoutResult.error.back')}</Link>
                </Button>
                <UiLink asChild>
                  <Link to="/cart">{t('checkoutResult.error.toBag')}</Link>
                </UiLink>
              </Inline>
            }
          />
        )}
      </Container>
    </>
  );
}

const RESULTS: readonly LocalPaymentResult[] = ['AUTHORISED', 'REFUSED', 'CANCELLED'];

/**
 * /checkout/lpm/callback/:cartId: the shopper is back from the local payment provider. The result
 * is confirmed with the API; an authorised payment shows the success page, a refused or cancelled
 * one gets the restored cart and the order failed page. A return without a result counts as cancelled.
 */
export function LocalPaymentCallbackPage() {
  const t = useT();
  const hydrated = useHydrated();
  const apollo = useApolloClient();
  const store = useStoreView();
  const navigate = useNavigate();
  const { cartId = '' } = useParams();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const raw = params.get('result')?.toUpperCase() ?? '';
    const result = (RESULTS as readonly string[]).includes(raw) ? (raw as LocalPaymentResult) : 'CANCELLED';
    apollo
      .mutate({
        mutation: ConfirmLocalPaymentDocument,
        variables: { cartId, reference: params.get('payment_reference'), result },
      })
      .then(({ data }) => {
        const outcome = data?.confirmLocalPayment;
        const errors = (outcome?.errors ?? []).filter((e): e is NonNullable<typeof e> => !!e);
        if (errors.length) throw new Error(errors.map((e) => e.message).join(', '));
        const order = outcome?.order ? getFragmentData(CheckoutOrderFragmentDoc, outcome.order) : null;
        const local = browserStorage('local');
        if (outcome?.restored_cart_id) {
          // The API already put the order's items back into a new cart: nothing left to restore.
          setStoredCartId(store.code, outcome.restored_cart_id);
          removeStoredOrder(local);
          return navigate('/checkout/error', { replace: true });
        }
        if (order) storeOrder(local, store.code, order, {}, cartId);
        return navigate('/checkout/success', { replace: true });
      })
      .catch((error: unknown) =>
        setFailure(isNetworkError(error) ? t('checkoutResult.networkError') : cartFailureMessage(error)),
      );
  }, [hydrated, apollo, cartId, params, navigate, store.code, t]);

  return (
    <>
      <title>{usePageTitle(t('checkoutResult.lpm.pageTitle'))}</title>
      <meta name="robots" content="noindex" />
      <Container paddingY="page" size="narrow">
        {failure ? (
          <StatusView
            headingLevel={1}
            tone="critical"
            title={t('checkoutResult.lpm.failed')}
            message={failure}
            action={
              <Button asChild variant="primary">
                <Link to="/checkout/error">{t('checkoutResult.lpm.continue')}</Link>
              </Button>
            }
          />
        ) : (
          <Loader label={t('checkoutResult.lpm.confirming')} />
        )}
      </Container>
    </>
  );
}
