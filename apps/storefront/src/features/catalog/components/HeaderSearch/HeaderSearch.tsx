import { Inline, Link as UiLink, SearchBox, Text } from '@shop/ui';
import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { itemsPayload } from '../../../../platform/analytics/ecommerce';
import { emitShopEvent } from '../../../../platform/analytics/emit';
import { useStoreView } from '../../../../platform/store/store-context';
import type { SearchSuggestionsQuery } from '../../../../gql/graphql';
import { toPriceData } from '../../price/priceView';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_CATEGORIES,
  searchPageHref,
  statusForTerm,
  type SearchStatus,
} from './searchState';

/** The data layer's list name of the header search's suggestions (spec §7 "click"). */
export const SUGGESTIONS_LIST = 'Search suggestions';

type Result = { term: string; data: SearchSuggestionsQuery | null; failed: boolean };

/** Header search (spec §4): 2+ characters, 500 ms debounce, categories and products as you type. */
export function HeaderSearch() {
  const intl = useIntl();
  const loadApollo = useApolloLoader();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStoreView();
  const [term, setTerm] = useState('');
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const open = openAt === location.key; // a route change closes the suggestions

  const pre = statusForTerm(term);
  useEffect(() => {
    if (pre !== null) return;
    const wanted = term.trim();
    let cancelled = false;
    const timer = setTimeout(() => {
      void Promise.all([import('./__generated__/SearchSuggestions'), loadApollo()])
        .then(([{ SearchSuggestionsDocument }, apollo]) =>
          apollo.query({
            query: SearchSuggestionsDocument,
            variables: { search: wanted, categoryMatch: wanted },
          }),
        )
        .then(
          ({ data }) => !cancelled && setResult({ term: wanted, data: data ?? null, failed: false }),
          () => !cancelled && setResult({ term: wanted, data: null, failed: true }),
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [term, pre, loadApollo]);

  const current = result?.term === term.trim() ? result : null;
  const categories = (current?.data?.categories?.items ?? []).filter(Boolean).slice(0, SEARCH_MAX_CATEGORIES);
  const products = (current?.data?.products?.items ?? []).filter(Boolean);
  const total = current?.data?.products?.total_count ?? 0;
  const status: SearchStatus =
    pre ??
    (!current
      ? 'loading'
      : current.failed
        ? 'error'
        : products.length || categories.length
          ? 'results'
          : 'empty');

  return (
    <SearchBox
      value={term}
      onValueChange={(value) => {
        setTerm(value);
        setOpenAt(location.key);
      }}
      open={open}
      onOpenChange={(next) => setOpenAt(next ? location.key : null)}
      onSubmit={(value) => {
        if (statusForTerm(value) !== null) return;
        setOpenAt(null);
        void navigate(searchPageHref(value));
      }}
      status={status}
      action={`${store.basename === '/' ? '' : store.basename}/search.html`}
      categories={categories.map((c) => (
        <UiLink key={c!.uid} asChild variant="subtle">
          <Link
            to={`/${c!.url_path}${c!.url_suffix ?? '.html'}`}
            onClick={() =>
              emitShopEvent({
                event: 'select_content',
                content_type: 'category',
                content_id: `${c!.url_path}${c!.url_suffix ?? '.html'}`,
                item_list_name: SUGGESTIONS_LIST,
              })
            }
          >
            {c!.name}
          </Link>
        </UiLink>
      ))}
      products={products.map((p, index) => {
        const price = toPriceData(p);
        // Spec §7 "click" (GA4 select_item) on a product suggestion, with its place in the list.
        const item = {
          item_id: p!.sku ?? '',
          item_name: p!.name ?? '',
          price: price.value,
          quantity: 1,
          currency: price.currency,
          index,
          item_list_name: SUGGESTIONS_LIST,
        };
        return (
          // One row per product: the price stays beside its name, never wrapping under it (where it
          // read as the next product's price).
          <Inline key={p!.uid} space="small" align="between" alignY="top" wrap={false}>
            <UiLink asChild variant="subtle">
              <Link
                onClick={() =>
                  emitShopEvent({
                    event: 'select_item',
                    ecommerce: { ...itemsPayload([item]), item_list_name: SUGGESTIONS_LIST },
                  })
                }
                to={`/${(p!.canonical_url || `${p!.url_key}${p!.url_suffix ?? '.html'}`).replace(/^\/+/, '')}`}
              >
                {p!.name}
              </Link>
            </UiLink>
            <Text as="span" size="small">
              {intl.formatNumber(price.value, { style: 'currency', currency: price.currency })}
            </Text>
          </Inline>
        );
      })}
      summary={
        <UiLink asChild variant="standalone">
          <Link to={searchPageHref(term)}>
            <Text as="span" size="small">
              {intl.formatMessage({ id: 'search.seeAll' }, { count: total })}
            </Text>
          </Link>
        </UiLink>
      }
      labels={{
        label: intl.formatMessage({ id: 'search.label' }),
        placeholder: intl.formatMessage({ id: 'search.placeholder' }),
        clear: intl.formatMessage({ id: 'search.clear' }),
        categories: intl.formatMessage({ id: 'search.categories' }),
        products: intl.formatMessage({ id: 'search.products' }),
        invalid: intl.formatMessage({ id: 'search.invalid' }),
        error: intl.formatMessage({ id: 'search.error' }),
        empty: intl.formatMessage({ id: 'search.empty' }),
        loading: intl.formatMessage({ id: 'shell.loading' }),
      }}
    />
  );
}
