import * as RadixSelect from '@radix-ui/react-select';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { required as requiredRule, useFieldValidation } from '../../validation';
import { Icon } from '../Icon';
import { FieldFrame } from '../TextField/Field';
import { filterOptions } from './filterOptions';
import * as css from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  /** Called with the chosen value; `''` when the empty option is chosen. */
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown in the trigger while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** A message from outside; wins over the field's own "Is required". */
  error?: ReactNode;
  /** Selects are required unless optional: asterisk and "Is required" (spec §5). */
  optional?: boolean;
  optionalLabel?: ReactNode;
  /** Show the message without waiting for the list to be opened and closed once. */
  touched?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  /**
   * A first option with no value, e.g. "Choose a country": choosing it (Enter included) clears the
   * value and closes the list.
   */
  emptyOptionLabel?: string;
  /**
   * A filter box at the top of the list: typing hides labels that do not match and puts prefix
   * matches first (spec §4). Without it, typed letters jump to the next matching option.
   */
  filterable?: boolean;
  /** Accessible name of the filter box. */
  filterLabel?: string;
  filterPlaceholder?: string;
  /** Shown when the filter leaves nothing. */
  noMatchesText?: string;
}

/** Radix refuses an item with value ''; the empty option uses this one and reports ''. */
const EMPTY = '__empty__';

/**
 * The kit's select field on Radix Select (spec §4): opens and closes on mouse down, closes on an
 * outside click, Escape, or choosing the empty option; arrows move the highlight; letters jump —
 * or, when `filterable`, typing filters.
 */
export function Select({
  label,
  options,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placeholder,
  hint,
  error: errorProp,
  optional = false,
  optionalLabel,
  touched,
  disabled = false,
  name,
  id,
  emptyOptionLabel,
  filterable = false,
  filterLabel = 'Filter options',
  filterPlaceholder = 'Type to filter',
  noMatchesText = 'No matches',
}: SelectProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [open, setOpenState] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [query, setQuery] = useState('');
  const filterRef = useRef<HTMLInputElement | null>(null);
  /** While true, the first focus Radix moves into the list goes to the filter box instead. */
  const redirectFocus = useRef(filterable && (openProp ?? defaultOpen));
  const listboxId = `${useId().replace(/:/g, '')}-listbox`;

  const rules = useMemo(() => (optional ? [] : [requiredRule()]), [optional]);
  const validation = useFieldValidation({ value, rules, touched });
  const error = errorProp ?? (disabled ? null : validation.error);

  const visible = useMemo(
    () => (filterable ? filterOptions(options, query) : options),
    [filterable, options, query],
  );
  const selected = options.find((o) => o.value === value);

  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (next) {
      setQuery('');
      redirectFocus.current = filterable;
    } else {
      validation.onBlur();
    }
    setOpenState(next);
  };

  const choose = (next: string) => {
    setValue(next === EMPTY ? '' : next);
    setOpen(false);
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Arrows go on to Radix, which moves focus to the first / last option; Escape is Radix's too.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Escape') return;
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = visible.find((o) => !o.disabled);
      if (first) choose(first.value);
      // Nothing to choose: Enter closes, as on the empty option.
      else setOpen(false);
    }
  };

  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!filterable || event.target === filterRef.current) return;
    const input = filterRef.current;
    if (!input) return;
    const printable =
      event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
    const firstOption = event.currentTarget.querySelector<HTMLElement>(
      '[role="option"]:not([data-disabled])',
    );
    if (printable || event.key === 'Backspace') {
      // Typing on an option goes on in the filter box.
      event.preventDefault();
      setQuery((q) => (event.key === 'Backspace' ? q.slice(0, -1) : q + event.key));
      input.focus();
    } else if (event.key === 'ArrowUp' && event.target === firstOption) {
      event.preventDefault();
      input.focus();
    }
  };

  return (
    <RadixSelect.Root
      value={value}
      onValueChange={choose}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      name={name}
      required={!optional}
    >
      <FieldFrame
        id={id}
        label={label}
        hint={hint}
        error={error}
        optional={optional}
        optionalLabel={optionalLabel}
        disabled={disabled}
      >
        {({ labelId: _labelId, ...aria }) => (
          <RadixSelect.Trigger
            {...aria}
            className={css.trigger({ invalid: Boolean(error) })}
            data-placeholder={selected ? undefined : ''}
          >
            <span className={css.value}>
              <RadixSelect.Value placeholder={placeholder}>{selected?.label}</RadixSelect.Value>
            </span>
            <RadixSelect.Icon className={css.chevron}>
              <Icon name="chevron-down" size="small" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
        )}
      </FieldFrame>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className={css.content}
          onKeyDown={onContentKeyDown}
          onFocusCapture={(event) => {
            if (redirectFocus.current && event.target !== filterRef.current) {
              redirectFocus.current = false;
              filterRef.current?.focus();
            }
          }}
          // With a filter box the list is a listbox inside a popup, not the popup itself.
          {...(filterable
            ? { role: 'dialog', 'aria-label': typeof label === 'string' ? label : filterLabel }
            : {})}
        >
          {filterable ? (
            <div className={css.filter}>
              <Icon name="search" size="small" />
              <input
                ref={filterRef}
                className={css.filterInput}
                type="text"
                role="combobox"
                aria-label={filterLabel}
                aria-expanded="true"
                aria-controls={listboxId}
                aria-autocomplete="list"
                autoComplete="off"
                spellCheck={false}
                placeholder={filterPlaceholder}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onFilterKeyDown}
              />
            </div>
          ) : null}
          <RadixSelect.Viewport
            className={css.viewport}
            {...(filterable ? { role: 'listbox', id: listboxId, 'aria-label': filterLabel } : {})}
          >
            {emptyOptionLabel && (!filterable || query === '') ? (
              <RadixSelect.Item value={EMPTY} className={css.item} data-empty="">
                <RadixSelect.ItemText>{emptyOptionLabel}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ) : null}
            {visible.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={css.item}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={css.indicator}>
                  <Icon name="check" size="small" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          {filterable ? (
            <p role="status" className={css.noMatches}>
              {visible.length === 0 ? noMatchesText : ''}
            </p>
          ) : null}
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
