/**
 * Category and search filters in the query string (spec §4): each selected option is one
 * `{attribute}[filter]={title},{value}` parameter; ranges use `from_to` with `*` as the open end.
 * Turning them into Magento's `ProductAttributeFilterInput` needs the server's filter input type
 * of each attribute (introspection), and an unknown filter type is an error.
 */
export interface FilterItem {
  title: string;
  value: string;
}
export type SelectedFilters = Record<string, FilterItem[]>;

/** Magento's filter input types, by the name introspection reports. */
export type FilterKind = 'FilterEqualTypeInput' | 'FilterRangeTypeInput' | 'FilterMatchTypeInput';
export type FilterTypes = Record<string, string>;

export class UnknownFilterTypeError extends Error {
  constructor(
    readonly attribute: string,
    readonly type: string | undefined,
  ) {
    super(`Unknown filter type ${type ?? '(none)'} for attribute "${attribute}"`);
    this.name = 'UnknownFilterTypeError';
  }
}

const KEY = /^([a-z0-9_]+)\[filter\]$/i;
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

export function readFilters(params: URLSearchParams): SelectedFilters {
  const out: SelectedFilters = {};
  for (const [key, raw] of params) {
    const attribute = KEY.exec(key)?.[1];
    if (!attribute) continue;
    // The value comes last so titles may contain commas.
    const cut = raw.lastIndexOf(',');
    const item =
      cut === -1 ? { title: raw, value: raw } : { title: raw.slice(0, cut), value: raw.slice(cut + 1) };
    if (!item.value) continue;
    const list = (out[attribute] ??= []);
    if (!list.some((i) => i.value === item.value)) list.push(item);
  }
  return out;
}

/** Writes filters into `params`, replacing earlier filter parameters and keeping the rest. */
export function writeFilters(params: URLSearchParams, filters: SelectedFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!KEY.test(key) && key !== PAGE_PARAM) next.append(key, value);
  for (const attribute of Object.keys(filters).sort()) {
    for (const item of filters[attribute] ?? [])
      next.append(`${attribute}[filter]`, `${item.title},${item.value}`);
  }
  return next;
}

/**
 * Spec §4 "mobile applies on Accept": the dialog's filters and sort, written together into the
 * query string (page reset) when the shopper accepts; `sort` null removes the sort.
 */
export function writeFiltersAndSort(
  params: URLSearchParams,
  filters: SelectedFilters,
  sort: string | null,
): URLSearchParams {
  const next = writeFilters(params, filters);
  if (sort) next.set(SORT_PARAM, sort);
  else next.delete(SORT_PARAM);
  return next;
}

/** Spec §4 "Clear": empties the query string of filters, sort and page. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!KEY.test(key) && key !== SORT_PARAM && key !== PAGE_PARAM) next.append(key, value);
  }
  return next;
}

export function toggleFilter(filters: SelectedFilters, attribute: string, item: FilterItem): SelectedFilters {
  const current = filters[attribute] ?? [];
  const has = current.some((i) => i.value === item.value);
  const list = has ? current.filter((i) => i.value !== item.value) : [...current, item];
  const next = { ...filters };
  if (list.length) next[attribute] = list;
  else delete next[attribute];
  return next;
}

/** `10_50`, `10_*`, `*_50` → Magento's `{ from, to }` (open ends omitted). */
export function parseRange(value: string): { from?: string; to?: string } {
  const match = /^(\*|\d+(?:\.\d+)?)_(\*|\d+(?:\.\d+)?)$/.exec(value);
  if (!match) throw new Error(`Invalid range "${value}": expected from_to with * as the open end`);
  const [, from, to] = match;
  return { ...(from !== '*' ? { from } : {}), ...(to !== '*' ? { to } : {}) };
}

export function formatRange(from: number | null, to: number | null): string {
  return `${from ?? '*'}_${to ?? '*'}`;
}

type FilterInputValue = { eq?: string; in?: string[]; from?: string; to?: string; match?: string };

/** Selected filters → the `filter` argument of `products`, checked against the server's types. */
export function toFilterInput(
  filters: SelectedFilters,
  types: FilterTypes,
): Record<string, FilterInputValue> {
  const input: Record<string, FilterInputValue> = {};
  for (const [attribute, items] of Object.entries(filters)) {
    if (!items.length) continue;
    const type = types[attribute];
    switch (type) {
      case 'FilterEqualTypeInput':
        input[attribute] = items.length === 1 ? { eq: items[0]!.value } : { in: items.map((i) => i.value) };
        break;
      case 'FilterRangeTypeInput':
        input[attribute] = parseRange(items[0]!.value);
        break;
      case 'FilterMatchTypeInput':
        input[attribute] = { match: items[0]!.value };
        break;
      default:
        throw new UnknownFilterTypeError(attribute, type);
    }
  }
  return input;
}

/**
 * Filter groups the shop offers (spec §3/§4): only attributes the server's filter input supports,
 * never category or price groups from aggregations (category is the page; price has its range),
 * options in the order the server gives by position.
 */
export function offeredFilterGroups<G extends { attribute_code: string; position?: number | null }>(
  groups: readonly G[],
  types: FilterTypes,
  excluded: readonly string[] = ['category_id', 'category_uid', 'price'],
): G[] {
  return groups
    .filter((g) => g.attribute_code in types && !excluded.includes(g.attribute_code))
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
