import { useMutation, useQuery } from '@apollo/client/react';
import { Button, formatPrice, Heading, Inline, Link as UiLink, Loader, Stack, Text } from '@shop/ui';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { useStoreView } from '../../../../platform/store/store-context';
import { refetchCart, setStoredCartId, useCartSession } from '../../../cart';
import { ErrorNote, failure } from '../../forms';
import { useAddressTexts } from '../AddressBook/addressTexts';
import { OrderDetailFragmentDoc } from './__generated__/OrderDetail';
import { OrderDetailsDocument } from './__generated__/OrderDetails';
import { ReorderItemsDocument } from './__generated__/ReorderItems';
import { useOrderTexts } from './orderTexts';
import {
  discountTotal,
  orderDate,
  orderHistorySearch,
  reorderOutcome,
  type ReorderOutcome,
} from './orderHistoryRules';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="small">
        <Heading level={3} size="small" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** A label and its value in a description list. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Inline space="xsmall" alignY="top">
      <Text as="dt" weight="strong">
        {label}:
      </Text>
      <Text as="dd">{children}</Text>
    </Inline>
  );
}

export interface OrderDetailsProps {
  number: string;
}

/**
 * One order's detail view (spec §3 Order): purchase id, date, status, receiver and delivery
 * address, delivery type, shipping and payment methods, reward points earned (when loyalty is on),
 * the items with article, price, quantity, volume and total, and the totals. "Order again" puts its
 * items into the bag and names those that could not be added.
 */
export function OrderDetails({ number }: OrderDetailsProps) {
  const intl = useIntl();
  const texts = useOrderTexts();
  const { t } = texts;
  const store = useStoreView();
  const address = useAddressTexts();
  const session = useCartSession();
  const { data, loading, error } = useQuery(OrderDetailsDocument, {
    variables: { number },
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const [reorder, { loading: reordering }] = useMutation(ReorderItemsDocument);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const back = (
    <UiLink asChild variant="standalone">
      <Link to={{ search: orderHistorySearch({}) }}>{t('account.orders.back')}</Link>
    </UiLink>
  );
  const masked = data?.customer?.orders?.items?.[0];
  if (!masked)
    return (
      <Stack space="medium">
        {loading ? (
          <Loader label={t('shell.loading')} />
        ) : error ? (
          <ErrorNote>{t('error.text')}</ErrorNote>
        ) : (
          <div role="status">
            <Text>{t('account.orders.notFound', { searchText: number })}</Text>
          </div>
        )}
        {back}
      </Stack>
    );
  const order = getFragmentData(OrderDetailFragmentDoc, masked);
  const currency = order.total?.grand_total.currency ?? 'EUR';
  const money = (value: number | null | undefined) =>
    formatPrice(value ?? 0, currency, store.formattingLocale);
  const items = (order.items ?? []).filter((i): i is NonNullable<typeof i> => i != null);
  const ship = order.shipping_address;
  const discount = discountTotal(order.total?.discounts ?? []);

  const orderAgain = async () => {
    setOutcome(null);
    setFailed(null);
    try {
      const result = await reorder({ variables: { orderNumber: order.number } });
      const cart = result.data?.reorderItems?.cart;
      if (!cart) throw result.error ?? new Error('reorderItems');
      setStoredCartId(store.code, cart.id);
      await refetchCart(session, cart.id);
      setOutcome(reorderOutcome(items, result.data?.reorderItems?.userInputErrors ?? []));
    } catch (e) {
      setFailed(failure(e, t('error.text')));
    }
  };

  return (
    <Stack space="large">
      {back}
      <Heading level={2} size="medium">
        {t('account.orders.orderTitle', { number: order.number })}
      </Heading>
      <Stack as="dl" space="xsmall">
        <Field label={t('account.orders.number')}>{order.number}</Field>
        <Field label={t('account.orders.date')}>
          {intl.formatDate(orderDate(order.order_date), { dateStyle: 'long' })}
        </Field>
        <Field label={t('account.orders.status')}>{texts.status(order.status)}</Field>
        {data?.storeConfig?.loyalty_pwa_enabled ? (
          <Field label={t('account.orders.pointsEarned')}>
            {intl.formatNumber(order.reward_points_earned ?? 0)}
          </Field>
        ) : null}
      </Stack>
      <Inline space="xlarge" alignY="top" collapseBelow="medium">
        {ship ? (
          <Section title={t('account.orders.delivery')}>
            <Stack as="dl" space="xsmall">
              <Field label={t('account.orders.receiver')}>
                {[ship.firstname, ship.lastname].filter(Boolean).join(' ')}
              </Field>
              <Field label={t('account.orders.address')}>
                {[
                  ship.company,
                  ...(ship.street ?? []),
                  [ship.postcode, ship.city].filter(Boolean).join(' '),
                  ship.region,
                  ship.country_code ? address.countryName(ship.country_code) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Field>
              {order.carrier ? <Field label={t('account.orders.deliveryType')}>{order.carrier}</Field> : null}
            </Stack>
          </Section>
        ) : null}
        <Section title={t('account.orders.methods')}>
          <Stack as="dl" space="xsmall">
            {order.shipping_method ? (
              <Field label={t('account.orders.shippingMethod')}>{order.shipping_method}</Field>
            ) : null}
            <Field label={t('account.orders.paymentMethod')}>
              {(order.payment_methods ?? []).map((m) => m?.name).join(', ')}
            </Field>
          </Stack>
        </Section>
      </Inline>
      <Section title={t('account.orders.items')}>
        <Stack as="ul" space="medium">
          {items.map((item) => (
            <li key={item.id}>
              <Stack space="xxsmall">
                <Text weight="strong">{item.product_name ?? item.product_sku}</Text>
                <Stack as="dl" space="none">
                  <Field label={t('account.orders.article')}>{item.product_sku}</Field>
                  {item.product?.volume ? (
                    <Field label={t('account.orders.volume')}>{item.product.volume}</Field>
                  ) : null}
                  <Field label={t('account.orders.price')}>{money(item.product_sale_price.value)}</Field>
                  <Field label={t('account.orders.quantity')}>
                    {intl.formatNumber(item.quantity_ordered ?? 0)}
                  </Field>
                  <Field label={t('account.orders.itemTotal')}>
                    {money(item.prices?.row_total_including_tax.value)}
                  </Field>
                </Stack>
              </Stack>
            </li>
          ))}
        </Stack>
      </Section>
      <Section title={t('account.orders.totals')}>
        <Stack as="dl" space="xsmall">
          <Field label={t('account.orders.subtotalExclTax')}>
            {money(order.total?.subtotal_excl_tax.value)}
          </Field>
          <Field label={t('account.orders.tax')}>{money(order.total?.total_tax.value)}</Field>
          {discount > 0 ? <Field label={t('account.orders.discount')}>{money(-discount)}</Field> : null}
          <Field label={t('account.orders.shipping')}>{money(order.total?.total_shipping.value)}</Field>
          <Field label={t('account.orders.grandTotal')}>{money(order.total?.grand_total.value)}</Field>
        </Stack>
      </Section>
      <Stack space="small">
        <Inline space="medium">
          <Button variant="primary" loading={reordering} onClick={() => void orderAgain()}>
            {t('account.orders.orderAgain')}
          </Button>
        </Inline>
        <div role="status">
          {outcome ? (
            <Stack space="xsmall">
              {outcome.added ? <Text tone="positive">{t('account.orders.reordered')}</Text> : null}
              {outcome.unavailable.length > 0 ? (
                <Text tone="critical">
                  {t('account.orders.unavailable', {
                    items: intl.formatList(outcome.unavailable, { type: 'conjunction' }),
                  })}
                </Text>
              ) : null}
              {outcome.added ? (
                <UiLink asChild variant="standalone">
                  <Link to="/cart">{t('account.orders.viewBag')}</Link>
                </UiLink>
              ) : null}
            </Stack>
          ) : null}
        </div>
        <ErrorNote>{failed}</ErrorNote>
      </Stack>
    </Stack>
  );
}
