import { useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useInputsBeforeHydration } from '../../private/useInputsBeforeHydration';
import { Icon } from '../Icon';
import { Loader } from '../Loader';
import { clear, field, input, list, message, panel, root, section, sectionTitle } from './SearchBox.css';

/** Spec §4 search states: under 2 characters, then loading, error, empty or results. */
export const searchBoxStatuses = ['idle', 'invalid', 'loading', 'error', 'empty', 'results'] as const;
export type SearchBoxStatus = (typeof searchBoxStatuses)[number];

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  clear: string;
  categories: string;
  products: string;
  /** Spec §5. */
  invalid: string;
  /** Spec §8. */
  error: string;
  /** Spec §8. */
  empty: string;
  loading: string;
}

export const defaultSearchBoxLabels: SearchBoxLabels = {
  label: 'Search',
  placeholder: 'Search products',
  clear: 'Clear search',
  categories: 'Categories',
  products: 'Products',
  invalid: 'Search term must be at least two characters.',
  error: 'Some error occurred.',
  empty: 'No products found.',
  loading: 'Fetching Data...',
};

export interface SearchBoxProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Enter: go to the results page. */
  onSubmit?: (value: string) => void;
  /** The results page URL: without JavaScript the form submits there as a plain GET (`?q=`). */
  action?: string;
  status: SearchBoxStatus;
  /** Whether the suggestions panel shows (the app closes it on route change, Escape, outside click). */
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Category suggestions (spec: at most 5), already rendered as links by the app. */
  categories?: ReactNode[];
  /** Product suggestions, already rendered by the app. */
  products?: ReactNode[];
  /** Result summary line, e.g. "42 products — see all". */
  summary?: ReactNode;
  labels?: Partial<SearchBoxLabels>;
}

/**
 * Header search (spec §4): an input whose suggestions show categories and products. The app does
 * the querying (debounced) and passes the state; the status is announced politely.
 */
export function SearchBox({
  value,
  onValueChange,
  onSubmit,
  status,
  open,
  onOpenChange,
  categories = [],
  products = [],
  summary,
  action,
  labels: labelsProp,
}: SearchBoxProps) {
  const labels = { ...defaultSearchBoxLabels, ...labelsProp };
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const showPanel = open && status !== 'idle';
  // Text typed into the server-rendered field before the page hydrated is kept, not wiped.
  useInputsBeforeHydration(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed && typed !== value) onValueChange(typed);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange?.(false);
      inputRef.current?.focus();
    }
  };
  const statusText =
    status === 'invalid'
      ? labels.invalid
      : status === 'error'
        ? labels.error
        : status === 'empty'
          ? labels.empty
          : status === 'loading'
            ? labels.loading
            : '';
  return (
    <div
      className={root}
      onKeyDown={onKeyDown}
      data-state={showPanel ? 'open' : 'closed'}
      data-status={status}
    >
      <form role="search" action={action} method="get" onSubmit={submit} aria-label={labels.label}>
        <div className={field}>
          <Icon name="search" />
          <input
            ref={inputRef}
            className={input}
            type="search"
            name="q"
            value={value}
            placeholder={labels.placeholder}
            aria-label={labels.label}
            aria-controls={`${id}-panel`}
            autoComplete="off"
            onChange={(e) => onValueChange(e.target.value)}
            onFocus={() => onOpenChange?.(true)}
          />
          {value ? (
            <button
              type="button"
              className={clear}
              aria-label={labels.clear}
              onClick={() => {
                onValueChange('');
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
      </form>
      <div id={`${id}-panel`} className={panel} hidden={!showPanel}>
        {status === 'loading' ? (
          <Loader size="small" label={labels.loading} />
        ) : (
          <p
            className={message}
            role="status"
            aria-live="polite"
            data-tone={status === 'error' ? 'critical' : undefined}
          >
            {statusText}
          </p>
        )}
        {status === 'results' && categories.length ? (
          <section className={section} aria-labelledby={`${id}-categories`}>
            <h2 id={`${id}-categories`} className={sectionTitle}>
              {labels.categories}
            </h2>
            <ul className={list}>
              {categories.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {status === 'results' && products.length ? (
          <section className={section} aria-labelledby={`${id}-products`}>
            <h2 id={`${id}-products`} className={sectionTitle}>
              {labels.products}
            </h2>
            <ul className={list}>
              {products.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {status === 'results' && summary ? <div>{summary}</div> : null}
      </div>
    </div>
  );
}
