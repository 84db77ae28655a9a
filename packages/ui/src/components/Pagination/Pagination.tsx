import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../Icon';
import * as css from './Pagination.css';
import { paginationItems } from './pages';

/** What a page link gets; pass it on to the app's router link. */
export interface PaginationLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label': string;
  'aria-current'?: 'page';
  'data-state': 'current' | 'page' | 'previous' | 'next';
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** Pages either side of the current one (default 1). */
  siblings?: number;
  /** With it, pages are links (crawlable, open in a new tab); without, buttons that call onPageChange. */
  hrefForPage?: (page: number) => string;
  /** Renders a link, e.g. `(p) => <RouterLink to={p.href} {...p} />`. Default: a plain anchor. */
  renderLink?: (props: PaginationLinkProps) => ReactElement;
  onPageChange?: (page: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  pageLabel?: (page: number) => string;
}

const defaultRenderLink = ({ children, ...props }: PaginationLinkProps) => <a {...props}>{children}</a>;

/**
 * Page navigation: previous / next, first and last page, the current page's neighbours and an
 * ellipsis for the rest (`paginationItems`). Links through `renderLink` so the app uses its router.
 */
export function Pagination({
  currentPage,
  totalPages,
  siblings = 1,
  hrefForPage,
  renderLink = defaultRenderLink,
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
    state: PaginationLinkProps['data-state'],
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
      return renderLink({
        href: hrefForPage(target),
        className,
        children,
        'aria-label': name,
        'aria-current': current,
        'data-state': state,
      });
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
