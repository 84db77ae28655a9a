import type { ReactNode } from 'react';
import { main, root, sidebar as sidebarClass } from './ListingLayout.css';

export interface ListingLayoutProps {
  /** Filters beside the results from 1024 px (e.g. `FilterSidebar`); omit or pass null to hide. */
  sidebar?: ReactNode;
  /** The results: gallery, show more, pagination. */
  children?: ReactNode;
}

/**
 * A product listing's layout: the filter sidebar beside the results from 1024 px, the results
 * alone below it (filters then live in a dialog). State is exposed as `data-state`.
 */
export function ListingLayout({ sidebar, children }: ListingLayoutProps) {
  const hasSidebar = sidebar !== null && sidebar !== undefined && sidebar !== false;
  return (
    <div className={root} data-state={hasSidebar ? 'with-sidebar' : 'full'}>
      {hasSidebar ? <div className={sidebarClass}>{sidebar}</div> : null}
      <div className={main}>{children}</div>
    </div>
  );
}
