import * as RadixSelect from '@radix-ui/react-select';
import { useId, useState, type KeyboardEvent, type PointerEvent, type MouseEvent } from 'react';
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

function SortDropdown({ options, value, label, disabled, onChoose }: PartProps) {
  const [open, setOpen] = useState(false);
  const labelId = `${useId().replace(/:/g, '')}-sort-label`;
  const active = options.find((o) => o.value === value);

  // Radix reports no change when the chosen item is already selected: the active item clears
  // the sort itself, for mouse, touch and keyboard alike.
  const clear = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onChoose(active!.value);
    setOpen(false);
  };

  return (
    <RadixSelect.Root
      value={value ?? ''}
      onValueChange={onChoose}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
    >
      <span id={labelId} hidden>
        {label}
      </span>
      <RadixSelect.Trigger className={css.trigger} aria-labelledby={labelId}>
        <span className={css.triggerText}>
          <RadixSelect.Value placeholder={label}>{active?.label}</RadixSelect.Value>
        </span>
        <RadixSelect.Icon className={css.chevron}>
          <Icon name="chevron-down" size="small" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} align="end" className={css.content}>
          <RadixSelect.Viewport className={css.viewport}>
            {options.map((option) => {
              const isActive = option.value === value;
              return (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  className={css.item}
                  {...(isActive
                    ? {
                        onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
                          if (event.pointerType === 'mouse') clear(event);
                        },
                        onClick: (event: MouseEvent<HTMLDivElement>) => {
                          if ((event.nativeEvent as globalThis.PointerEvent).pointerType !== 'mouse')
                            clear(event);
                        },
                        onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
                          if (event.key === 'Enter' || event.key === ' ') clear(event);
                        },
                      }
                    : {})}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={css.indicator}>
                    <Icon name="check" size="small" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              );
            })}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
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
