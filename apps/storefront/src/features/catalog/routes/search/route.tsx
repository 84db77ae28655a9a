import { Container, Stack, StatusView } from '@shop/ui';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { SEARCH_MIN_LENGTH } from '../../components/HeaderSearch/searchState';
import { SearchPageDocument } from './__generated__/SearchPage';
import { usePageTitle } from '../../../../platform/store/store-context';
import { Page as ListingPage, type CategoryPageData } from '../category/page';
import { filterGroups, readListingState } from '../category/categoryQuery';
import { loadListingArgs } from '../category/listingArgs';
import type { Loader } from '../../../../platform/routing/deps';
import { useEffect } from 'react';
import { emitShopEvent } from '../../../../platform/analytics/emit';

/** Spec §9: search page size 30. */
export const SEARCH_PAGE_SIZE = 30;

type SearchData =
  { term: string; tooShort: true } | { term: string; tooShort: false; listing: CategoryPageData };

/** /search.html?q=… — the results of a full-text search, with the category page's filters and sort. */
export const loader = (async ({ request }, { apollo }) => {
  const params = new URL(request.url).searchParams;
  const term = (params.get('q') ?? '').trim();
  if (term.length < SEARCH_MIN_LENGTH) return { term, tooShort: true } satisfies SearchData;
  const state = readListingState(params);
  const { filterTypes, variables } = await loadListingArgs(apollo, state, {});
  const { data } = await apollo.query({
    query: SearchPageDocument,
    variables: { search: term, ...variables, pageSize: SEARCH_PAGE_SIZE, currentPage: state.page },
  });
  const products = (data?.products?.items ?? []).filter((p): p is NonNullable<typeof p> => Boolean(p));
  const listing: CategoryPageData = {
    category: {
      uid: '',
      id: null,
      name: term,
      descriptionHtml: '',
      metaTitle: null,
      metaDescription: null,
      canonical: null,
      hreflangs: [],
      breadcrumbs: [],
      image: null,
      topBlock: null,
      middleBlock: null,
    },
    products,
    totalCount: data?.products?.total_count ?? products.length,
    totalPages: data?.products?.page_info?.total_pages ?? 1,
    state,
    listing: { baseFilter: {}, search: term },
    filterTypes,
    groups: filterGroups(data?.products?.aggregations ?? [], filterTypes),
    quizPromo: null,
    pageSize: SEARCH_PAGE_SIZE,
  };
  return { term, tooShort: false, listing } satisfies SearchData;
}) satisfies Loader<SearchData>;

export function Component() {
  const data = useLoaderData<Awaited<ReturnType<typeof loader>>>();
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'search.title' }, { term: data.term });
  const title = usePageTitle(heading);
  // Spec §7 data layer "search": once per search term shown.
  useEffect(() => {
    if (!data.tooShort) emitShopEvent({ event: 'search', search_term: data.term });
  }, [data.term, data.tooShort]);
  if (data.tooShort) {
    return (
      <>
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <Container paddingY="page">
          <Stack space="large">
            <StatusView title={intl.formatMessage({ id: 'search.invalid' })} />
          </Stack>
        </Container>
      </>
    );
  }
  return (
    <>
      <meta name="robots" content="noindex, follow" />
      <ListingPage data={{ ...data.listing, category: { ...data.listing.category, name: heading } }} />
    </>
  );
}
