import type { ReactNode } from 'react';
import { cx } from '../../private/cx';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { useControllableState } from '../../hooks/useControllableState';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { badge, bar, chip, chipRemove, chips, narrow, root, spacer, wide } from './FilterBar.css';
import {
  defaultFilterBarLabels,
  filterToggleLabel,
  narrowFilterButtonLabel,
  type FilterBarLabels,
} from './filterBarRules';

export interface ActiveFilter {
  id: string;
  /** e.g. "Dry" or "€20–€40". */
  label: string;
}

export interface FilterBarProps {
  /** Filter groups exist for this listing. */
  hasFilters: boolean;
  /** Sort control for wide screens (e.g. `SortSelect`); its presence means sorting exists. */
  sort?: ReactNode;
  /** Sorting exists (defaults to whether `sort` is given). */
  hasSort?: boolean;
  /** Wide screens: the filter sidebar shows. */
  filtersOpen?: boolean;
  defaultFiltersOpen?: boolean;
  onFiltersOpenChange?: (open: boolean) => void;
  /** id of the sidebar the toggle controls. */
  filtersId?: string;
  /** Narrow screens: the single button opens the filter dialog ("Shop Filter"). */
  onOpenFilterDialog?: () => void;
  activeFilters?: readonly ActiveFilter[];
  onRemoveFilter?: (id: string) => void;
  onClearAll?: () => void;
  labels?: Partial<FilterBarLabels>;
}

/**
 * Category filter bar (spec §2). Narrow screens (below 1024 px): one button labelled "Filter",
 * "Filter and sort" or "Sort by" by what exists. Wide screens: "Show filters" / "Hide filters",
 * "Clear all" while any filter is active, and the sort slot. Active filters show as removable chips.
 */
export function FilterBar({
  hasFilters,
  sort,
  hasSort = sort !== undefined && sort !== null,
  filtersOpen,
  defaultFiltersOpen = true,
  onFiltersOpenChange,
  filtersId,
  onOpenFilterDialog,
  activeFilters = [],
  onRemoveFilter,
  onClearAll,
  labels,
}: FilterBarProps) {
  const t = { ...defaultFilterBarLabels, ...labels };
  const [open, setOpen] = useControllableState(filtersOpen, defaultFiltersOpen, onFiltersOpenChange);
  const narrowLabel = narrowFilterButtonLabel({ hasFilters, hasSort }, t);
  const active = activeFilters.length > 0;

  return (
    <div className={root} data-filters={open ? 'open' : 'closed'}>
      {narrowLabel ? (
        <div className={cx(bar, narrow)} data-part="narrow">
          <Button variant="secondary" fullWidth onClick={onOpenFilterDialog} aria-haspopup="dialog">
            {narrowLabel}
            {active ? (
              <span className={badge}>
                <span aria-hidden="true">{activeFilters.length}</span>
                <span className={visuallyHidden}>({activeFilters.length})</span>
              </span>
            ) : null}
          </Button>
        </div>
      ) : null}
      <div className={cx(bar, wide)} data-part="wide">
        {hasFilters ? (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            aria-controls={filtersId}
            onClick={() => setOpen(!open)}
          >
            <Icon name="menu" size="small" />
            {filterToggleLabel(open, t)}
          </Button>
        ) : null}
        {active && onClearAll ? (
          <Button variant="link" size="small" onClick={onClearAll}>
            {t.clearAll}
          </Button>
        ) : null}
        <span className={spacer} />
        {sort}
      </div>
      {active ? (
        <ul className={chips} aria-label={t.activeFilters}>
          {activeFilters.map((f) => (
            <li key={f.id} className={chip}>
              {f.label}
              {onRemoveFilter ? (
                <button
                  type="button"
                  className={chipRemove}
                  aria-label={t.remove(f.label)}
                  onClick={() => onRemoveFilter(f.id)}
                >
                  <Icon name="close" size="small" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
