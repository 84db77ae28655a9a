import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Icon } from '../Icon';
import { defaultCountryNames, Flag, flagCountries, type FlagCountry } from './flags';
import * as styles from './StoreSwitcher.css';

export { storeSwitcherAligns } from './StoreSwitcher.css';
export type StoreSwitcherAlign = (typeof styles.storeSwitcherAligns)[number];

export interface StoreOption {
  /** Store view code ("en", "de"…). */
  code: string;
  /** Shown next to the flag ("Deutschland – Deutsch"). */
  label: string;
  country: FlagCountry;
  /** The store's URL (default `/{code}`). A plain anchor: another store view is a new document. */
  href?: string;
  /** Not listed (spec: employee and some regional stores are hidden — the app decides). */
  hidden?: boolean;
}

export interface StoreSwitcherProps {
  stores: StoreOption[];
  /** Code of the current store. */
  value?: string;
  defaultValue?: string;
  /** Reported when a store is chosen (before the app navigates). */
  onValueChange?: (code: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Country headings (translate here). */
  countryNames?: Partial<Record<FlagCountry, string>>;
  /** Read before the current store on the button ("Store: Germany"). */
  label?: string;
  /** Name of the list of stores. */
  menuLabel?: string;
  /** Which edge of the button the menu lines up with. */
  align?: StoreSwitcherAlign;
}

export interface StoreGroup {
  country: FlagCountry;
  stores: StoreOption[];
}

/** Visible stores grouped by country, groups in first-appearance order. */
export function groupStoresByCountry(stores: StoreOption[]): StoreGroup[] {
  const groups = new Map<FlagCountry, StoreOption[]>();
  for (const store of stores) {
    if (store.hidden) continue;
    groups.set(store.country, [...(groups.get(store.country) ?? []), store]);
  }
  return [...groups].map(([country, list]) => ({ country, stores: list }));
}

/**
 * Button with the current store (flag + label) opening a list of stores grouped by country.
 * Closes on a mousedown outside (spec §4), Escape, or choosing a store. Arrow keys move in the list.
 */
export function StoreSwitcher({
  stores,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen = false,
  onOpenChange,
  countryNames,
  label = 'Store',
  menuLabel = 'Choose your store',
  align = 'end',
}: StoreSwitcherProps) {
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? stores[0]?.code ?? '',
    onValueChange,
  );
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const names = { ...defaultCountryNames, ...countryNames };
  const selected = stores.find((s) => s.code === current) ?? stores[0];
  const groups = groupStoresByCountry(stores);

  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });
  useEffect(() => {
    if (!isOpen) return;
    const onMouseDown = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenRef.current(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [isOpen]);

  const links = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a, [data-store-link]') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) {
        setOpen(true);
        requestAnimationFrame(() => focusLink(0));
      } else focusLink(index + 1);
    } else if (event.key === 'ArrowUp' && isOpen) {
      event.preventDefault();
      focusLink(index < 0 ? -1 : index - 1);
    } else if (event.key === 'Home' && index >= 0) {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End' && index >= 0) {
      event.preventDefault();
      focusLink(-1);
    }
  };

  return (
    <div ref={rootRef} className={styles.root} data-state={isOpen ? 'open' : 'closed'} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen(!isOpen)}
      >
        {selected ? <Flag country={selected.country} className={styles.flag} /> : null}
        <span>
          <span className={visuallyHidden}>{label}: </span>
          {selected?.label}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevron-down" size="small" />
        </span>
      </button>
      {isOpen ? (
        <nav ref={panelRef} id={panelId} className={styles.panel({ align })} aria-label={menuLabel}>
          {groups.map((group) => {
            const headingId = `${panelId}-${group.country}`;
            return (
              <div key={group.country} className={styles.group} role="group" aria-labelledby={headingId}>
                <p id={headingId} className={styles.groupHeading}>
                  {names[group.country]}
                </p>
                <ul className={styles.list}>
                  {group.stores.map((store) => {
                    const isCurrent = store.code === selected?.code;
                    return (
                      <li key={store.code}>
                        <a
                          href={store.href ?? `/${store.code}`}
                          className={styles.item}
                          aria-current={isCurrent ? 'true' : undefined}
                          onClick={() => {
                            setCurrent(store.code);
                            setOpen(false);
                          }}
                        >
                          <Flag country={store.country} className={styles.flag} />
                          <span className={styles.itemLabel}>{store.label}</span>
                          {isCurrent ? (
                            <span className={styles.check} aria-hidden="true">
                              <Icon name="check" size="small" />
                            </span>
                          ) : null}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
      ) : null}
    </div>
  );
}

export { Flag, flagCountries, defaultCountryNames };
export type { FlagCountry };
