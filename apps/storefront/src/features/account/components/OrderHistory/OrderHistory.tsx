import { useQuery } from '@apollo/client/react';
import {
  Button,
  formatPrice,
  Heading,
  Inline,
  Link as UiLink,
  Loader,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStoreView } from '../../../../platform/store/store-context';
import { ErrorNote } from '../../forms';
import { OrderHistoryDocument } from './__generated__/OrderHistory';
import { OrderDetails } from './OrderDetails';
import {
  ORDERS_PAGE_SIZE,
  orderDate,
  orderHistorySearch,
  orderHistoryView,
  type OrderHistoryView,
} from './orderHistoryRules';
import { useOrderTexts } from './orderTexts';

/** Search by order number (spec §2): the number goes into the URL, so the result can be linked. */
function OrderSearch({ view }: { view: OrderHistoryView }) {
  const { t } = useOrderTexts();
  const navigate = useNavigate();
  const [text, setText] = useState(view.number ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ search: orderHistorySearch({ number: text.trim() || null }) });
  };
  return (
    <form role="search" aria-label={t('account.orders.search')} onSubmit={submit} noValidate>
      <Inline space="small" alignY="bottom">
        <TextField
          name="number"
          label={t('account.orders.searchLabel')}
          value={text}
          onValueChange={setText}
          inputMode="numeric"
          autoComplete="off"
          optional
          maxLength={null}
          noValidate
        />
        <Button type="submit" variant="secondary">
          {t('account.orders.searchSubmit')}
        </Button>
      </Inline>
    </form>
  );
}

/** The paged list of orders (newest first), or the search's result. */
function OrderList({ view }: { view: OrderHistoryView }) {
  const intl = useIntl();
  const { t, status } = useOrderTexts();
  const store = useStoreView();
  const { data, loading, error } = useQuery(OrderHistoryDocument, {
    variables: { number: view.number, currentPage: view.page, pageSize: ORDERS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const orders = data?.customer?.orders;
  if (!orders)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  const items = orders.items.filter((o): o is NonNullable<typeof o> => o != null);
  return (
    <Stack space="large">
      <div role="status">
        {items.length === 0 ? (
          <Text>
            {view.number
              ? t('account.orders.notFound', { searchText: view.number })
              : view.page > 1
                ? t('account.orders.noPage')
                : t('account.orders.none')}
          </Text>
        ) : view.number ? (
          <Text>{t('account.orders.found', { count: orders.total_count ?? items.length })}</Text>
        ) : null}
      </div>
      {view.number ? (
        <UiLink asChild variant="standalone">
          <Link to={{ search: '' }}>{t('account.orders.showAll')}</Link>
        </UiLink>
      ) : null}
      {items.length > 0 ? (
        <Stack as="ul" space="large">
          {items.map((order) => (
            <li key={order.id}>
              <Stack space="xsmall">
                <Heading level={2} size="small">
                  <UiLink asChild variant="inline">
                    <Link to={{ search: orderHistorySearch({ order: order.number }) }}>
                      {t('account.orders.orderTitle', { number: order.number })}
                    </Link>
                  </UiLink>
                </Heading>
                <Inline space="medium">
                  <Text tone="soft">
                    {intl.formatDate(orderDate(order.order_date), { dateStyle: 'medium' })}
                  </Text>
                  <Text tone="soft">{status(order.status)}</Text>
                  {order.total ? (
                    <Text weight="strong">
                      {formatPrice(
                        order.total.grand_total.value ?? 0,
                        order.total.grand_total.currency ?? 'EUR',
                        store.formattingLocale,
                      )}
                    </Text>
                  ) : null}
                </Inline>
              </Stack>
            </li>
          ))}
        </Stack>
      ) : null}
      <Pagination
        currentPage={orders.page_info?.current_page ?? view.page}
        totalPages={orders.page_info?.total_pages ?? 1}
        hrefForPage={(page) => `/order-history${orderHistorySearch({ number: view.number, page })}`}
        label={t('account.orders.pages')}
        previousLabel={t('account.orders.previousPage')}
        nextLabel={t('account.orders.nextPage')}
        pageLabel={(page) => t('account.orders.page', { page })}
      />
    </Stack>
  );
}

/**
 * The customer's order history (spec §2 /order-history): search by order number, the paged list,
 * newest first, and an order's details (`?order=`). Orders placed as a guest before the account
 * existed are not listed. Fetched in the browser only.
 */
export function OrderHistory() {
  const [params] = useSearchParams();
  const view = orderHistoryView(params);
  if (view.order) return <OrderDetails key={view.order} number={view.order} />;
  return (
    <Stack space="large">
      <OrderSearch key={view.number ?? ''} view={view} />
      <OrderList view={view} />
    </Stack>
  );
}
