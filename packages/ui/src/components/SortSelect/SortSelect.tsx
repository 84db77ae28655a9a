import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Icon } from '../Icon';
import * as css from './SortSelect.css';

export const sortDirections = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Spec §3 sort option: value, label and direction (the attribute is the value). */
export interface SortOption {
  value: string;
  label: string;
  sortDirection: SortDirection;
}

/** Spec §9 sort options, in the spec's order. Labels are English defaults: map them to translate. */
export const defaultSortOptions: readonly SortOption[] = [
  { value: 'BESTSELLER', label: 'Bestsellers', sortDirection: 'DESC' },
  { value: 'NEW_ARRIVAL', label: 'New Arrival', sortDirection: 'DESC' },
  { value: 'PRICE_HIGH_LOW', label: 'Price High-Low', sortDirection: 'DESC' },
  { value: 'PRICE_LOW_HIGH', label: 'Price Low-High', sortDirection: 'ASC' },
];

export const sortSelectLayouts = ['auto', 'dropdown', 'list'] as const;
export type SortSelectLayout = (typeof sortSelectLayouts)[number];

export interface SortSelectProps {
  options?: readonly SortOption[];
  /** The active sort's value, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen option's value, or null when the active option was chosen again. */
  onValueChange?: (value: string | null, option: SortOption | null) => void;
  /** The control's name and the trigger's text while nothing is sorted. */
  label?: string;
  /**
   * `dropdown` (desktop): a menu at least 150 px wide showing the active sort; `list` (mobile): a
   * full-width button that expands a list in place, without the value in the button (spec §2).
   * `auto` (default) shows the list below the 768 px viewport breakpoint and the dropdown from it,
   * in CSS, so server and client render the same.
   */
  layout?: SortSelectLayout;
  disabled?: boolean;
}

/**
 * The catalogue's sort control (spec §4/§9): choose an order; choosing the active one again clears
 * the sort; either way the menu closes.
 */
export function SortSelect({
  options = defaultSortOptions,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  label = 'Sort by',
  layout = 'auto',
  disabled = false,
}: SortSelectProps) {
  const [value, setValue] = useControllableState<string | null>(
    valueProp,
    defaultValue,
    onValueChange ? (next) => onValueChange(next, options.find((o) => o.value === next) ?? null) : undefined,
  );
  const choose = (next: string) => setValue(next === value ? null : next);

  return (
    <div className={css.root} data-layout={layout}>
      {layout !== 'list' ? (
        <div className={css.dropdownSlot}>
          <SortDropdown options={options} value={value} label={label} disabled={disabled} onChoose={choose} />
        </div>
      ) : null}
      {layout !== 'dropdown' ? (
        <div className={css.listSlot}>
          <SortList options={options} value={value} label={label} disabled={disabled} onChoose={choose} />
        </div>
      ) : null}
    </div>
  );
}

interface PartProps {
  options: readonly SortOption[];
  value: string | null;
  label: string;
  disabled: boolean;
  onChoose: (value: string) => void;
}

/**
 * Desktop: a select-only combobox (WAI-ARIA APG) — button + listbox, no portal and no positioning
 * library: four options do not need Radix Select's 18 KB. Focus moves into the list as with a
 * native menu; Escape and Tab close it, outside mousedown too.
 */
function SortDropdown({ options, value, label, disabled, onChoose }: PartProps) {
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const id = useId().replace(/:/g, '');
  const labelId = `${id}-sort-label`;
  const listId = `${id}-sort-listbox`;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const active = options.find((o) => o.value === value);

  const show = (index: number) => {
    setHighlight(Math.max(0, Math.min(options.length - 1, index)));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    onChoose(option.value); // choosing the active option clears the sort (the parent decides)
    close(true);
  };

  // The highlighted option takes focus while the list is open.
  useEffect(() => {
    if (open) optionRefs.current[highlight]?.focus();
  }, [open, highlight]);

  // Spec §4 select behaviour: a mousedown outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: globalThis.MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const activeIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? (value ? activeIndex - 1 : options.length - 1) : activeIndex);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setHighlight(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(highlight + 1);
      case 'ArrowUp':
        return move(highlight - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return choose(highlight);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default: {
        // Letters jump to the next option starting with them.
        if (event.key.length !== 1 || event.metaKey || event.ctrlKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        const order = [...options.keys()].map((k) => (highlight + 1 + k) % options.length);
        const found = order.find((k) => options[k]!.label.toLowerCase().startsWith(letter));
        if (found !== undefined) move(found);
      }
    }
  };

  return (
    <div ref={root} className={css.dropdownRoot}>
      <span id={labelId} hidden>
        {label}
      </span>
      <button
        ref={trigger}
        type="button"
        role="combobox"
        className={css.trigger}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : show(activeIndex))}
        onKeyDown={onTriggerKey}
      >
        <span className={css.triggerText}>{active?.label ?? label}</span>
        <span className={css.chevron} aria-hidden="true">
          <Icon name="chevron-down" size="small" />
        </span>
      </button>
      {open ? (
        <div className={css.content}>
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={labelId}
            className={css.viewport}
            onKeyDown={onListKey}
          >
            {options.map((option, index) => {
              const isActive = option.value === value;
              return (
                <li
                  key={option.value}
                  ref={(el) => {
                    optionRefs.current[index] = el;
                  }}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isActive}
                  className={css.item}
                  data-state={isActive ? 'checked' : 'unchecked'}
                  {...(index === highlight ? { 'data-highlighted': '' } : {})}
                  onMouseEnter={() => setHighlight(index)}
                  onClick={() => choose(index)}
                >
                  <span>{option.label}</span>
                  {isActive ? (
                    <span className={css.indicator}>
                      <Icon name="check" size="small" />
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Mobile: a disclosure whose list shows in place; each order is a toggle button. */
function SortList({ options, value, label, disabled, onChoose }: PartProps) {
  const [open, setOpen] = useState(false);
  const listId = `${useId().replace(/:/g, '')}-sort-list`;
  return (
    <div className={css.list} data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        className={css.listTrigger}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{label}</span>
        <span className={css.chevron} aria-hidden="true">
          <Icon name="chevron-down" size="small" />
        </span>
      </button>
      <ul id={listId} className={css.listItems} hidden={!open} aria-label={label}>
        {options.map((option) => {
          const isActive = option.value === value;
          return (
            <li key={option.value}>
              <button
                type="button"
                className={css.listItem}
                aria-pressed={isActive}
                data-state={isActive ? 'checked' : 'unchecked'}
                onClick={() => {
                  onChoose(option.value);
                  setOpen(false);
                }}
              >
                <span>{option.label}</span>
                {isActive ? <Icon name="check" size="small" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
