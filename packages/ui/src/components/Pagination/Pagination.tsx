import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import { RegisteredLink } from '../LinkProvider';
import * as css from './Pagination.css';
import { paginationItems } from './pages';

type ControlState = 'current' | 'page' | 'previous' | 'next';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** Pages either side of the current one (default 1). */
  siblings?: number;
  /** With it, pages are links (crawlable, open in a new tab); without, buttons that call onPageChange. */
  hrefForPage?: (page: number) => string;
  onPageChange?: (page: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
}

/**
 * Page navigation: previous / next, first and last page, the current page's neighbours and an
 * ellipsis for the rest (`paginationItems`). Page links are the app's registered link (`LinkProvider`).
 */
export function Pagination({
  currentPage,
  totalPages,
  siblings = 1,
  hrefForPage,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (page) => `Page ${page}`,
}: PaginationProps) {
  const items = paginationItems(currentPage, totalPages, siblings);
  if (totalPages <= 1) return null;
  const page = Math.min(Math.max(1, currentPage), totalPages);

  const control = (
    target: number,
    state: ControlState,
    name: string,
    children: ReactNode,
    disabled = false,
  ) => {
    const className = css.control;
    if (disabled) {
      // A link to nowhere is not a link: the ends show a dimmed, inert arrow.
      return (
        <span className={className} data-state={state} data-disabled="" aria-hidden="true">
          {children}
        </span>
      );
    }
    const current = state === 'current' ? ('page' as const) : undefined;
    if (hrefForPage) {
      return (
        <RegisteredLink
          href={hrefForPage(target)}
          className={className}
          aria-label={name}
          aria-current={current}
          data-state={state}
        >
          {children}
        </RegisteredLink>
      );
    }
    return (
      <button
        type="button"
        className={className}
        aria-label={name}
        aria-current={current}
        data-state={state}
        onClick={() => target !== page && onPageChange?.(target)}
      >
        {children}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={css.nav}>
      <ul className={css.list}>
        <li>
          {control(page - 1, 'previous', previousLabel, <Icon name="chevron-left" size="small" />, page <= 1)}
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={css.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {control(item.page, item.page === page ? 'current' : 'page', pageLabel(item.page), item.page)}
            </li>
          ),
        )}
        <li>
          {control(
            page + 1,
            'next',
            nextLabel,
            <Icon name="chevron-right" size="small" />,
            page >= totalPages,
          )}
        </li>
      </ul>
    </nav>
  );
}
