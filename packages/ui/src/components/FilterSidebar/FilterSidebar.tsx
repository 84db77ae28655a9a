import { useId, type ReactNode } from 'react';
import { filterSidebarWidths, heading, sidebar } from './FilterSidebar.css';

export { filterSidebarWidths };
export type FilterSidebarWidth = (typeof filterSidebarWidths)[number];

export interface FilterSidebarProps {
  /** Filter groups. */
  children?: ReactNode;
  /** Visible heading and the region's accessible name. */
  title?: string;
  /** Hide the heading visually (the region keeps its name). */
  hideTitle?: boolean;
  /** Max width: `wide` 360 px (default) or `narrow` 325 px — the spec gives both readings. */
  width?: FilterSidebarWidth;
  /** Slot under the heading (e.g. "Clear all"). */
  actions?: ReactNode;
}

/**
 * Category filters beside the product grid from 1024 px: sticky under the header, scrolls on its
 * own when taller than the screen, a labelled region. Hidden below 1024 px.
 */
export function FilterSidebar({
  children,
  title = 'Filters',
  hideTitle = false,
  width = 'wide',
  actions,
}: FilterSidebarProps) {
  const id = useId();
  return (
    <aside className={sidebar({ width })} aria-labelledby={id} data-width={width}>
      <h2 id={id} className={heading} hidden={hideTitle}>
        {title}
      </h2>
      {actions}
      {children}
    </aside>
  );
}
