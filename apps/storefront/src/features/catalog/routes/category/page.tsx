import {
  Breadcrumbs,
  Container,
  ExpandableText,
  FilterBar,
  FilterGroup,
  FilterSidebar,
  Heading,
  ListingLayout,
  Pagination,
  ProductGallery,
  QuizPromo,
  RichText,
  ShowMore,
  SortSelect,
  Stack,
  Text,
  defaultSortOptions,
  type FilterRange,
} from '@shop/ui';
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { absoluteUrl, usePageTitle, useStoreView } from '../../../../platform/store/store-context';
import { storefrontConfig } from '../../../../platform/config';
import { HydrateWhenSeen } from '../../../../platform/hydration/HydrateWhenSeen';
import {
  alternatesFromHreflangs,
  usePublishStoreAlternates,
} from '../../../../platform/store/storeAlternates';
import {
  clearFilters,
  formatRange,
  PAGE_PARAM,
  readFilters,
  parseRange,
  SORT_PARAM,
  toggleFilter,
  writeFilters,
  writeFiltersAndSort,
  type SelectedFilters,
} from '../../filters';
import { ProductCardContainer } from '../../components/ProductCard/ProductCardContainer';
import { trackListing } from '../../listEvents';
import { LazyPageBuilder, loadPageContentModule, sanitizeHtml, type PageContent } from '../../../content';
import { CategoryPageDocument } from './__generated__/CategoryPage';
import type { CategoryPageQuery, ProductAttributeFilterInput } from '../../../../gql/graphql';
import { notFound } from '../../../../platform/routing/errors';
import type { EntityPageModule } from '../../entityPages';
import { loadListingArgs } from './listingArgs';
import {
  CATALOG_PAGE_SIZE,
  filterGroups,
  listingVariables,
  quizPromoVisible,
  readListingState,
  type FilterGroupData,
  type ListingState,
} from './categoryQuery';

type Product = NonNullable<NonNullable<NonNullable<CategoryPageQuery['products']>['items']>[number]>;

export interface CategoryPageData {
  category: {
    uid: string;
    id: number | null;
    name: string;
    descriptionHtml: string;
    metaTitle: string | null;
    metaDescription: string | null;
    canonical: string | null;
    hreflangs: { url: string; lang: string }[];
    breadcrumbs: { label: string; href: string }[];
    image: string | null;
    /** The category's CMS blocks (Magento's landing block above the list, the middle promo). */
    topBlock: PageContent | null;
    middleBlock: PageContent | null;
  };
  products: Product[];
  totalCount: number;
  totalPages: number;
  state: ListingState;
  /** What every page of this listing is filtered by: the category, or the search term. */
  listing: { baseFilter: ProductAttributeFilterInput; search: string | null };
  filterTypes: Record<string, string>;
  groups: FilterGroupData[];
  quizPromo: { link: string } | null;
  /** Products per page (spec §9: 6 in categories, 30 in search). */
  pageSize?: number;
}

export const load: EntityPageModule<CategoryPageData>['load'] = async (
  { request },
  { apollo, basename },
  entity,
) => {
  if (!entity.uid) throw notFound();
  const state = readListingState(new URL(request.url).searchParams);
  const { filterTypes, variables } = await loadListingArgs(apollo, state, {
    category_uid: { eq: entity.uid },
  });
  let result: CategoryPageQuery | undefined;
  try {
    ({ data: result } = await apollo.query({
      query: CategoryPageDocument,
      variables: { uid: entity.uid, ...variables, pageSize: CATALOG_PAGE_SIZE, currentPage: state.page },
    }));
  } catch (error) {
    // A page past the last one (an old link): start again at page 1 rather than fail.
    if (CombinedGraphQLErrors.is(error) && state.page > 1 && /currentPage/i.test(error.message)) {
      throw notFound();
    }
    throw error;
  }
  const category = result?.categories?.items?.[0];
  if (!category) throw notFound();
  const topHtml = category.cms_block?.content ?? '';
  const middleHtml = category.cms_block_middle?.content ?? '';
  // Both CMS blocks are Page Builder content: parsed together, their products fetched in one query.
  const [descriptionHtml, [topBlock, middleBlock]] = await Promise.all([
    sanitizeHtml(category.description ?? ''),
    topHtml || middleHtml
      ? loadPageContentModule().then((m) => m.loadPageContents([topHtml, middleHtml], { apollo, basename }))
      : [],
  ]);
  const products = (result?.products?.items ?? []).filter((p): p is Product => Boolean(p));
  return {
    category: {
      uid: category.uid,
      id: category.id ?? null,
      name: category.name ?? '',
      descriptionHtml,
      metaTitle: category.meta_title ?? null,
      metaDescription: category.meta_description ?? null,
      canonical: category.canonical_full_url ?? null,
      hreflangs: (category.hreflangs ?? []).flatMap((h) =>
        h?.url && h.lang ? [{ url: h.url, lang: h.lang }] : [],
      ),
      breadcrumbs: (category.breadcrumbs ?? []).flatMap((b) =>
        b?.category_name
          ? [
              {
                label: b.category_name,
                href: `/${b.category_url_path ?? ''}${category.url_suffix ?? '.html'}`,
              },
            ]
          : [],
      ),
      image: category.image ?? null,
      topBlock: topHtml && topBlock ? topBlock : null,
      middleBlock: middleHtml && middleBlock ? middleBlock : null,
    },
    products,
    totalCount: result?.products?.total_count ?? products.length,
    totalPages: result?.products?.page_info?.total_pages ?? 1,
    state,
    listing: { baseFilter: { category_uid: { eq: entity.uid } }, search: null },
    filterTypes,
    groups: filterGroups(result?.products?.aggregations ?? [], filterTypes),
    quizPromo: quizPromoVisible(result?.storeConfig ?? null, category.id)
      ? { link: result?.storeConfig?.product_quiz_promo_link ?? '/' }
      : null,
  };
};

/** Mobile filters: only small screens open it, so it (and Radix Dialog) loads on first open. */
const FilterDialog = lazy(() =>
  import('@shop/ui/components/FilterDialog').then((m) => ({ default: m.FilterDialog })),
);

/** Desktop price bounds apply this long after the last keystroke. */
const RANGE_APPLY_DELAY_MS = 700;

/** Spec §4: desktop filters apply on each selection and scroll up, offset 300 px. */
const FILTER_SCROLL_OFFSET = 300;

export function Page({ data }: { data: CategoryPageData }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const loadApollo = useApolloLoader();
  const { category, state } = data;
  const title = usePageTitle(category.metaTitle || category.name);
  const store = useStoreView();
  // The store switcher lands on this category in the other store views (its hreflang data).
  const alternates = useMemo(
    () => alternatesFromHreflangs(category.hreflangs, storefrontConfig.storeCodes),
    [category.hreflangs],
  );
  usePublishStoreAlternates(alternates);
  const canonical = absoluteUrl(
    store,
    category.canonical ?? `${store.basename === '/' ? '' : store.basename}${location.pathname}`,
  );
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // While a filter change loads, the sidebar already shows it (the URL is the source of truth).
  const navigation = useNavigation();
  const pendingSearch =
    navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const shownSelected = useMemo(
    () => (pendingSearch !== null ? readFilters(new URLSearchParams(pendingSearch)) : state.selected),
    [pendingSearch, state.selected],
  );

  // Products appended by "Show more" belong to one listing: a new listing starts without them.
  const [appended, setAppended] = useState<{ listing: CategoryPageData; items: Product[] }>({
    listing: data,
    items: [],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const products = useMemo(
    () => (appended.listing === data ? [...data.products, ...appended.items] : data.products),
    [appended, data],
  );
  const extraCount = products.length - data.products.length;
  // Spec §7 impressions and clicks of this listing's first page (GA4 view_item_list, select_item).
  const listName = data.category.name;
  useEffect(() => trackListing(listName, data.products, document), [listName, data.products]);

  const [filtersOpen, setFiltersOpen] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // Mobile filters are a draft until Accept (spec §4); each opening starts from what applies.
  const [draft, setDraft] = useState<SelectedFilters>(state.selected);
  const [draftSort, setDraftSort] = useState<string | null>(state.sort);
  const openDialog = (open: boolean) => {
    if (open) {
      setDraft(state.selected);
      setDraftSort(state.sort);
      setDialogLoaded(true);
    }
    setDialogOpen(open);
  };

  const go = (next: URLSearchParams, scroll: boolean) => {
    const search = next.toString();
    void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    const top = document.querySelector('[data-layout="listing"]')?.getBoundingClientRect().top;
    if (scroll && top !== undefined && top < 0) {
      window.scrollBy({ top: top - FILTER_SCROLL_OFFSET, behavior: 'smooth' });
    }
  };
  const applyFilters = (selected: SelectedFilters, scroll = true) =>
    go(writeFilters(params, selected), scroll);
  const setSort = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete(PAGE_PARAM);
    if (value) next.set(SORT_PARAM, value);
    else next.delete(SORT_PARAM);
    go(next, false);
  };
  const clearAll = () => go(clearFilters(params), true);

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const variables = listingVariables(state, data.filterTypes, data.listing.baseFilter);
      const nextPage = state.page + Math.ceil(extraCount / (data.pageSize ?? CATALOG_PAGE_SIZE)) + 1;
      // The next-page document is only needed once someone asks for more.
      const [{ CategoryProductsDocument }, apollo] = await Promise.all([
        import('./__generated__/CategoryProducts'),
        loadApollo(),
      ]);
      const { data: more } = await apollo.query({
        query: CategoryProductsDocument,
        variables: {
          ...variables,
          search: data.listing.search,
          pageSize: data.pageSize ?? CATALOG_PAGE_SIZE,
          currentPage: nextPage,
        },
      });
      const items = (more?.products?.items ?? []).filter((p): p is Product => Boolean(p));
      setAppended((current) => ({
        listing: data,
        items: [...(current.listing === data ? current.items : []), ...items],
      }));
    } finally {
      setLoadingMore(false);
    }
  };

  const sortOptions = defaultSortOptions.map((o) => ({
    ...o,
    label: intl.formatMessage({ id: `category.sort.${o.value}` }),
  }));
  const sortControl = (
    <SortSelect
      options={sortOptions}
      value={state.sort}
      onValueChange={setSort}
      label={intl.formatMessage({ id: 'category.sortBy' })}
    />
  );
  // In the mobile dialog the sort is part of the draft and applies on Accept with the filters.
  const draftSortControl = (
    <SortSelect
      options={sortOptions}
      value={draftSort}
      onValueChange={setDraftSort}
      label={intl.formatMessage({ id: 'category.sortBy' })}
    />
  );
  // An empty result has nothing to sort or page through (filters stay, to be cleared).
  const hasResults = data.totalCount > 0;

  const activeFilters = Object.entries(state.selected).flatMap(([attribute, items]) =>
    items.map((item) => ({
      id: `${attribute}:${item.value}`,
      label:
        attribute === 'price'
          ? priceLabel(item.value, intl)
          : item.title ||
            data.groups.find((g) => g.attribute === attribute)?.options.find((o) => o.value === item.value)
              ?.label ||
            item.value,
    })),
  );
  const removeFilter = (id: string) => {
    const [attribute, value] = id.split(':') as [string, string];
    applyFilters(toggleFilter(state.selected, attribute, { title: '', value }));
  };

  // Typed price bounds apply once typing pauses, not on every digit.
  const [rangeDraft, setRangeDraft] = useState<{
    listing: CategoryPageData;
    value: FilterRange;
    next: SelectedFilters;
  } | null>(null);
  const applyRange = useEffectEvent((next: SelectedFilters) => applyFilters(next));
  useEffect(() => {
    if (!rangeDraft || rangeDraft.listing !== data) return;
    const timer = setTimeout(() => applyRange(rangeDraft.next), RANGE_APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rangeDraft, data]);
  const applyRangeLater = (next: SelectedFilters, value: FilterRange) =>
    setRangeDraft({ listing: data, value, next });

  const groupLabels = {
    showMore: intl.formatMessage({ id: 'category.filters.showMore' }),
    showLess: intl.formatMessage({ id: 'category.filters.showLess' }),
    from: intl.formatMessage({ id: 'category.filters.from' }),
    to: intl.formatMessage({ id: 'category.filters.to' }),
    count: (n: number) => intl.formatMessage({ id: 'category.productCount' }, { count: n }),
  };

  const renderGroups = (
    selected: SelectedFilters,
    onChange: (next: SelectedFilters) => void,
    onRangeChange: (next: SelectedFilters, value: FilterRange) => void = (next) => onChange(next),
    draftRange: FilterRange | null = null,
  ) =>
    data.groups.map((group) =>
      group.kind === 'range' ? (
        <FilterGroup
          key={group.attribute}
          title={group.attribute === 'price' ? intl.formatMessage({ id: 'category.price' }) : group.label}
          type="range"
          labels={groupLabels}
          {...(group.min !== undefined ? { min: group.min } : {})}
          {...(group.max !== undefined ? { max: group.max } : {})}
          rangeValue={draftRange ?? rangeOf(selected, group.attribute)}
          onRangeValueChange={(range: FilterRange) => {
            const next = { ...selected };
            if (range.from === null && range.to === null) delete next[group.attribute];
            else next[group.attribute] = [{ title: '', value: formatRange(range.from, range.to) }];
            onRangeChange(next, range);
          }}
        />
      ) : (
        <FilterGroup
          key={group.attribute}
          title={group.label}
          items={group.options}
          value={(selected[group.attribute] ?? []).map((i) => i.value)}
          onValueChange={(values) => {
            const next = { ...selected };
            const items = values.map((v) => ({
              value: v,
              title: group.options.find((o) => o.value === v)?.label ?? v,
            }));
            if (items.length) next[group.attribute] = items;
            else delete next[group.attribute];
            onChange(next);
          }}
          labels={groupLabels}
        />
      ),
    );

  const promos: React.ReactNode[] = [];
  if (data.quizPromo) {
    promos.push(
      <QuizPromo
        key="quiz"
        title={intl.formatMessage({ id: 'category.quiz.title' })}
        text={intl.formatMessage({ id: 'category.quiz.text' })}
        action={<Link to={data.quizPromo.link}>{intl.formatMessage({ id: 'category.quiz.action' })}</Link>}
      />,
    );
  }
  if (category.middleBlock) {
    promos.push(
      <Suspense key="middle" fallback={null}>
        <LazyPageBuilder content={category.middleBlock} headingLevel={3} />
      </Suspense>,
    );
  }

  const hrefForPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(PAGE_PARAM, String(page));
    else next.delete(PAGE_PARAM);
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const sidebarId = 'category-filters';

  return (
    <>
      <title>{title}</title>
      {category.metaDescription ? <meta name="description" content={category.metaDescription} /> : null}
      {data.listing.search === null ? <link rel="canonical" href={canonical} /> : null}
      {category.hreflangs.map((h) => (
        <link key={h.lang} rel="alternate" hrefLang={h.lang} href={absoluteUrl(store, h.url)} />
      ))}
      <Container paddingY="page">
        <Stack space="large">
          {category.breadcrumbs.length ? (
            <Breadcrumbs
              label={intl.formatMessage({ id: 'category.breadcrumbs' })}
              items={[
                { label: intl.formatMessage({ id: 'category.home' }), href: '/' },
                ...category.breadcrumbs,
                { label: category.name },
              ]}
            />
          ) : null}
          <Stack space="small">
            <Heading level={1}>{category.name}</Heading>
            <Text tone="muted">
              {intl.formatMessage({ id: 'category.productCount' }, { count: data.totalCount })}
            </Text>
          </Stack>
          {category.descriptionHtml ? (
            <ExpandableText
              moreLabel={intl.formatMessage({ id: 'category.readMore' })}
              lessLabel={intl.formatMessage({ id: 'category.readLess' })}
            >
              <RichText html={category.descriptionHtml} />
            </ExpandableText>
          ) : null}
          {category.topBlock ? (
            <Suspense fallback={null}>
              <LazyPageBuilder content={category.topBlock} />
            </Suspense>
          ) : null}
          <FilterBar
            hasFilters={data.groups.length > 0}
            sort={hasResults ? sortControl : undefined}
            filtersOpen={filtersOpen}
            onFiltersOpenChange={setFiltersOpen}
            filtersId={sidebarId}
            onOpenFilterDialog={() => openDialog(true)}
            activeFilters={activeFilters}
            onRemoveFilter={removeFilter}
            onClearAll={clearAll}
            labels={{
              filter: intl.formatMessage({ id: 'category.filterBar.filter' }),
              filterAndSort: intl.formatMessage({ id: 'category.filterBar.filterAndSort' }),
              sortBy: intl.formatMessage({ id: 'category.sortBy' }),
              showFilters: intl.formatMessage({ id: 'category.filterBar.showFilters' }),
              hideFilters: intl.formatMessage({ id: 'category.filterBar.hideFilters' }),
              clearAll: intl.formatMessage({ id: 'category.filterBar.clearAll' }),
              remove: (label) => intl.formatMessage({ id: 'category.filterBar.remove' }, { label }),
              activeFilters: intl.formatMessage({ id: 'category.filterBar.activeFilters' }),
            }}
          />
          {dialogLoaded ? (
            <Suspense fallback={null}>
              <FilterDialog
                open={dialogOpen}
                onOpenChange={openDialog}
                title={intl.formatMessage({ id: 'category.filterDialog.title' })}
                acceptLabel={intl.formatMessage({ id: 'category.filterDialog.accept' })}
                clearLabel={intl.formatMessage({ id: 'category.filterDialog.clear' })}
                closeLabel={intl.formatMessage({ id: 'category.filterDialog.close' })}
                onAccept={() => go(writeFiltersAndSort(params, draft, draftSort), true)}
                onClear={() => {
                  setDraft({});
                  setDraftSort(null);
                  go(clearFilters(params), false);
                }}
              >
                <Stack space="medium">
                  {hasResults ? draftSortControl : null}
                  {renderGroups(draft, setDraft)}
                </Stack>
              </FilterDialog>
            </Suspense>
          ) : null}
          <div data-layout="listing">
            <ListingLayout
              sidebar={
                filtersOpen && data.groups.length ? (
                  <div id={sidebarId}>
                    <FilterSidebar title={intl.formatMessage({ id: 'category.filters' })}>
                      {renderGroups(
                        shownSelected,
                        (next) => applyFilters(next),
                        applyRangeLater,
                        rangeDraft?.listing === data ? rangeDraft.value : null,
                      )}
                    </FilterSidebar>
                  </div>
                ) : null
              }
            >
              <Stack space="large">
                <ProductGallery
                  items={products}
                  getKey={(p) => p.uid}
                  label={category.name}
                  promoCount={promos.length}
                  renderPromo={(i) => promos[i]}
                  emptyTitle={intl.formatMessage({ id: 'category.empty' })}
                  renderItem={(p, info) => {
                    const card = (
                      <ProductCardContainer
                        product={p}
                        size={info.size}
                        priority={info.priority}
                        nameAs="h2"
                      />
                    );
                    // Issue 18: cards below the first screen hydrate as the shopper scrolls to them.
                    return info.priority ? card : <HydrateWhenSeen>{card}</HydrateWhenSeen>;
                  }}
                />
                {hasResults ? (
                  <ShowMore
                    shown={(state.page - 1) * (data.pageSize ?? CATALOG_PAGE_SIZE) + products.length}
                    total={data.totalCount}
                    loading={loadingMore}
                    onShowMore={() => void showMore()}
                    label={intl.formatMessage({ id: 'category.showMore' })}
                    progressText={(shown, total) =>
                      intl.formatMessage({ id: 'category.progress' }, { shown, total })
                    }
                    progressLabel={intl.formatMessage({ id: 'category.progressLabel' })}
                  />
                ) : null}
                {data.totalPages > 1 ? (
                  <Pagination
                    currentPage={state.page}
                    totalPages={data.totalPages}
                    hrefForPage={hrefForPage}
                    label={intl.formatMessage({ id: 'category.pagination' })}
                    previousLabel={intl.formatMessage({ id: 'category.previous' })}
                    nextLabel={intl.formatMessage({ id: 'category.next' })}
                    pageLabel={(page) => intl.formatMessage({ id: 'category.page' }, { page })}
                  />
                ) : null}
              </Stack>
            </ListingLayout>
          </div>
        </Stack>
      </Container>
    </>
  );
}

function rangeOf(selected: SelectedFilters, attribute: string): FilterRange {
  const value = selected[attribute]?.[0]?.value;
  if (!value) return { from: null, to: null };
  try {
    const { from, to } = parseRange(value);
    return { from: from !== undefined ? Number(from) : null, to: to !== undefined ? Number(to) : null };
  } catch {
    return { from: null, to: null };
  }
}

function priceLabel(value: string, intl: ReturnType<typeof useIntl>): string {
  const { from, to } = rangeOf({ price: [{ title: '', value }] }, 'price');
  if (from !== null && to !== null) return intl.formatMessage({ id: 'category.price.between' }, { from, to });
  if (from !== null) return intl.formatMessage({ id: 'category.price.from' }, { from });
  return intl.formatMessage({ id: 'category.price.to' }, { to });
}
