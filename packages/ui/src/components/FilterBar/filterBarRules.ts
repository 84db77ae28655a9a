export interface FilterBarLabels {
  filter: string;
  filterAndSort: string;
  sortBy: string;
  showFilters: string;
  hideFilters: string;
  clearAll: string;
  /** Name of a chip's remove button, e.g. "Remove Dry". */
  remove: (label: string) => string;
  /** Name of the active filter list. */
  activeFilters: string;
}

/** Spec §2 texts. */
export const defaultFilterBarLabels: FilterBarLabels = {
  filter: 'Filter',
  filterAndSort: 'Filter and sort',
  sortBy: 'Sort by',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  clearAll: 'Clear all',
  remove: (label) => `Remove ${label}`,
  activeFilters: 'Active filters',
};

/**
 * Spec §2: on narrow screens one button, labelled by what exists — "Filter and sort", "Filter" or
 * "Sort by"; nothing when there is neither.
 */
export function narrowFilterButtonLabel(
  { hasFilters, hasSort }: { hasFilters: boolean; hasSort: boolean },
  labels: Pick<FilterBarLabels, 'filter' | 'filterAndSort' | 'sortBy'> = defaultFilterBarLabels,
): string | null {
  if (hasFilters && hasSort) return labels.filterAndSort;
  if (hasFilters) return labels.filter;
  if (hasSort) return labels.sortBy;
  return null;
}

/** Spec §2: on wide screens the toggle reads "Hide filters" while the sidebar shows. */
export function filterToggleLabel(
  open: boolean,
  labels: Pick<FilterBarLabels, 'showFilters' | 'hideFilters'> = defaultFilterBarLabels,
): string {
  return open ? labels.hideFilters : labels.showFilters;
}
