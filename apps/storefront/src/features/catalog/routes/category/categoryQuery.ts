import { defaultSortOptions } from '@shop/ui';
import {
  offeredFilterGroups,
  PAGE_PARAM,
  readFilters,
  SORT_PARAM,
  toFilterInput,
  type FilterTypes,
  type SelectedFilters,
} from '../../filters';
import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '../../../../gql/graphql';

/** Spec §9: catalogue page size 6, start page 1. */
export const CATALOG_PAGE_SIZE = 6;

export interface ListingState {
  selected: SelectedFilters;
  sort: string | null;
  page: number;
}

/** What the URL asks of a listing. Unknown sort values are ignored, pages start at 1. */
export function readListingState(params: URLSearchParams): ListingState {
  const sort = params.get(SORT_PARAM);
  const page = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10);
  return {
    selected: readFilters(params),
    sort: defaultSortOptions.some((o) => o.value === sort) ? sort : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The `filter` and `sort` arguments of `products` for a listing in a category. */
export function listingVariables(
  state: ListingState,
  types: FilterTypes,
  base: ProductAttributeFilterInput,
): { filter: ProductAttributeFilterInput; sort: ProductAttributeSortInput | null } {
  const filter = { ...toFilterInput(state.selected, types), ...base } as ProductAttributeFilterInput;
  const option = defaultSortOptions.find((o) => o.value === state.sort);
  const sort = option ? ({ [option.value]: option.sortDirection } as ProductAttributeSortInput) : null;
  return { filter, sort };
}

export interface FilterGroupData {
  attribute: string;
  label: string;
  kind: 'checkbox' | 'range';
  options: { value: string; label: string; count: number }[];
  /** For ranges: the bounds of the price buckets. */
  min?: number;
  max?: number;
}

type Aggregation = {
  attribute_code: string;
  label?: string | null;
  position?: number | null;
  options?: ({ label?: string | null; value: string; count?: number | null } | null)[] | null;
} | null;

/**
 * The filter groups to offer: option groups the server can filter on (spec §4), then the price
 * range built from the price buckets.
 */
export function filterGroups(aggregations: readonly Aggregation[], types: FilterTypes): FilterGroupData[] {
  const present = aggregations.filter((a): a is NonNullable<Aggregation> => Boolean(a?.attribute_code));
  const groups: FilterGroupData[] = offeredFilterGroups(present, types).map((a) => ({
    attribute: a.attribute_code,
    label: a.label ?? a.attribute_code,
    kind: 'checkbox',
    options: (a.options ?? []).flatMap((o) =>
      o ? [{ value: o.value, label: o.label ?? o.value, count: o.count ?? 0 }] : [],
    ),
  }));
  const price = present.find((a) => a.attribute_code === 'price');
  if (price && types.price === 'FilterRangeTypeInput') {
    const bounds = (price.options ?? []).flatMap((o) =>
      (o?.value ?? '')
        .split('_')
        .map(Number)
        .filter((n) => Number.isFinite(n)),
    );
    groups.push({
      attribute: 'price',
      label: price.label ?? 'Price',
      kind: 'range',
      options: [],
      ...(bounds.length ? { min: Math.min(...bounds), max: Math.max(...bounds) } : {}),
    });
  }
  return groups;
}

/** Spec §4 quiz promo: shown only when enabled, categories set, and this category listed. */
export function quizPromoVisible(
  config: {
    product_quiz_promo_enabled?: boolean | null;
    product_quiz_promo_categories?: string | null;
  } | null,
  categoryId: number | null | undefined,
): boolean {
  if (!config?.product_quiz_promo_enabled || !config.product_quiz_promo_categories || categoryId == null)
    return false;
  return config.product_quiz_promo_categories
    .split(',')
    .map((s) => s.trim())
    .includes(String(categoryId));
}
