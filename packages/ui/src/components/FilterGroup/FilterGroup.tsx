import { useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { useControllableState } from '../../hooks/useControllableState';
import { useInputsBeforeHydration } from '../../private/useInputsBeforeHydration';
import { Icon } from '../Icon';
import {
  checkbox,
  chevron,
  count as countClass,
  dash,
  field,
  heading,
  input,
  list,
  more,
  option,
  optionCount,
  optionLabel,
  panel,
  range as rangeClass,
  root,
  trigger,
} from './FilterGroup.css';
import { filterGroupStartsOpen, filterVisibleLimit, visibleFilterItems } from './filterGroupRules';

export const filterGroupTypes = ['checkbox', 'range'] as const;
export type FilterGroupType = (typeof filterGroupTypes)[number];

export interface FilterItem {
  value: string;
  label: string;
  /** Number of products with this value. */
  count?: number;
}

/** Range bounds; `null` is an open end (the app writes it as `*`). */
export interface FilterRange {
  from: number | null;
  to: number | null;
}

export interface FilterGroupLabels {
  showMore: string;
  showLess: string;
  from: string;
  to: string;
  /** Spoken count of an item, e.g. "12 products". */
  count: (count: number) => string;
}

export const defaultFilterGroupLabels: FilterGroupLabels = {
  showMore: 'Show More',
  showLess: 'Show Less',
  from: 'From',
  to: 'To',
  count: (n) => (n === 1 ? '1 product' : `${n} products`),
};

export interface FilterGroupProps {
  /** Group label (aggregation label), e.g. "Skin type". */
  title: string;
  type?: FilterGroupType;
  /** Checkbox items, sorted by position by the app. */
  items?: readonly FilterItem[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  rangeValue?: FilterRange;
  defaultRangeValue?: FilterRange;
  onRangeValueChange?: (value: FilterRange) => void;
  min?: number;
  max?: number;
  step?: number;
  open?: boolean;
  /** Defaults to open when any item is selected (spec §4). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Items shown before "Show More" (spec §9: 10). */
  limit?: number;
  labels?: Partial<FilterGroupLabels>;
}

const parse = (raw: string): number | null =>
  raw.trim() === '' || Number.isNaN(Number(raw)) ? null : Number(raw);

/**
 * One collapsible filter group (spec §4): checkbox items with counts, 10 shown then Show More / Show
 * Less, open from the start when something is selected. `type="range"` offers from/to number inputs;
 * an empty input is an open end — writing it as `*` in the URL is the app's concern.
 */
export function FilterGroup({
  title,
  type = 'checkbox',
  items = [],
  value,
  defaultValue = [],
  onValueChange,
  rangeValue,
  defaultRangeValue = { from: null, to: null },
  onRangeValueChange,
  min,
  max,
  step = 1,
  open,
  defaultOpen,
  onOpenChange,
  limit = filterVisibleLimit,
  labels,
}: FilterGroupProps) {
  const t = { ...defaultFilterGroupLabels, ...labels };
  const [selected, setSelected] = useControllableState<readonly string[]>(value, defaultValue, (v) =>
    onValueChange?.([...v]),
  );
  const [bounds, setBounds] = useControllableState<FilterRange>(
    rangeValue,
    defaultRangeValue,
    onRangeValueChange,
  );
  const active =
    type === 'range' ? bounds.from !== null || bounds.to !== null : filterGroupStartsOpen(selected);
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? active, onOpenChange);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;
  const shown = visibleFilterItems(items, { expanded, selected, limit });
  const selectedCount = type === 'range' ? (active ? 1 : 0) : selected.length;

  const toggle = (itemValue: string, checked: boolean) =>
    setSelected(checked ? [...selected, itemValue] : selected.filter((v) => v !== itemValue));

  // Options ticked or cleared, or bounds typed, in the server-rendered page before it hydrated are
  // reported once the page can handle them, together (else the page goes on filtering by what it
  // rendered).
  const panelRef = useRef<HTMLDivElement>(null);
  useInputsBeforeHydration(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (type === 'range') {
      const [fromInput, toInput] = panel.querySelectorAll('input');
      if (!fromInput || !toInput) return;
      const typed = { from: parse(fromInput.value), to: parse(toInput.value) };
      if (typed.from !== bounds.from || typed.to !== bounds.to) setBounds(typed);
      return;
    }
    const boxes = [...panel.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    const cleared = boxes.filter((b) => !b.checked && selected.includes(b.value)).map((b) => b.value);
    const ticked = boxes.filter((b) => b.checked && !selected.includes(b.value)).map((b) => b.value);
    if (cleared.length > 0 || ticked.length > 0)
      setSelected([...selected.filter((v) => !cleared.includes(v)), ...ticked]);
  });

  return (
    <div className={root} data-state={isOpen ? 'open' : 'closed'} data-type={type}>
      <h3 className={heading}>
        <button
          type="button"
          className={trigger}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen(!isOpen)}
        >
          <span>
            {title}
            {selectedCount > 0 ? <span className={countClass}>({selectedCount})</span> : null}
          </span>
          <span className={chevron} aria-hidden="true">
            <Icon name="chevron-down" size="small" />
          </span>
        </button>
      </h3>
      <div ref={panelRef} id={panelId} className={panel} role="group" aria-label={title} hidden={!isOpen}>
        {/* A closed group's options are not rendered (issue 18): a category's filters were ~40 % of
            its elements, hidden, rendered by the server for every page and hydrated in the browser. */}
        {!isOpen ? null : type === 'range' ? (
          <div className={rangeClass}>
            <label className={field}>
              {t.from}
              <input
                className={input}
                type="number"
                inputMode="decimal"
                min={min}
                max={max}
                step={step}
                value={bounds.from ?? ''}
                placeholder={min !== undefined ? String(min) : undefined}
                onChange={(e) => setBounds({ ...bounds, from: parse(e.target.value) })}
              />
            </label>
            <span className={dash} aria-hidden="true">
              –
            </span>
            <label className={field}>
              {t.to}
              <input
                className={input}
                type="number"
                inputMode="decimal"
                min={min}
                max={max}
                step={step}
                value={bounds.to ?? ''}
                placeholder={max !== undefined ? String(max) : undefined}
                onChange={(e) => setBounds({ ...bounds, to: parse(e.target.value) })}
              />
            </label>
          </div>
        ) : (
          <>
            <ul className={list}>
              {shown.items.map((item) => (
                <li key={item.value}>
                  <label className={option}>
                    <input
                      className={checkbox}
                      type="checkbox"
                      value={item.value}
                      checked={selected.includes(item.value)}
                      onChange={(e) => toggle(item.value, e.target.checked)}
                    />
                    <span className={optionLabel}>{item.label}</span>
                    {item.count !== undefined ? (
                      <span className={optionCount}>
                        <span aria-hidden="true">{item.count}</span>
                        <span className={visuallyHidden}>{t.count(item.count)}</span>
                      </span>
                    ) : null}
                  </label>
                </li>
              ))}
            </ul>
            {items.length > limit ? (
              <button
                type="button"
                className={more}
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? t.showLess : t.showMore}
              </button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
