import type { ReactNode } from 'react';
import { cx } from '../../private/cx';
import { inlineVars } from '../../private/inlineVars';
import { ProductCardSkeleton } from '../ProductCard/ProductCard';
import {
  cell,
  columnSpanVar,
  columnVar,
  columns,
  empty,
  emptyTitle,
  grid,
  offscreen,
  onlyLarge,
  onlySmall,
  promo,
  responsive,
  rowSpanVar,
  rowVar,
  smallColumnSpanVar,
  smallColumnVar,
  smallRowSpanVar,
  smallRowVar,
} from './ProductGallery.css';
import { responsiveGalleryLayout, type GalleryScreen, type ResponsiveGalleryCell } from './galleryLayout';

export interface GalleryItemInfo {
  index: number;
  /** Card size for this cell: `small` or `large` (spec §2). */
  size: 'small' | 'large';
  /** Above the fold: render the image eagerly (spec §9 "first page image not lazy"). */
  priority: boolean;
}

export interface ProductGalleryProps<T> {
  items: readonly T[];
  /** Stable key of an item (e.g. its sku). */
  getKey?: (item: T, index: number) => string;
  /** Renders one product, usually a `ProductCard` with `fluid` and the given size and priority. */
  renderItem: (item: T, info: GalleryItemInfo) => ReactNode;
  /** Renders promo block `promoIndex` (0-based). */
  renderPromo?: (promoIndex: number) => ReactNode;
  /** Number of promo blocks available. */
  promoCount?: number;
  /**
   * Fixes the layout to one screen's. By default the grid carries both layouts and CSS picks one
   * by the viewport (≤ 640 px is small), so the server's HTML is already right on every screen.
   */
  screen?: GalleryScreen;
  /** Grid rows whose images load eagerly (above the fold). */
  priorityRows?: number;
  loading?: boolean;
  /** Skeleton cards while loading. */
  skeletonCount?: number;
  /** Accessible name of the list, e.g. the category name. */
  label?: string;
  emptyTitle?: string;
  /** Shown under the empty title, e.g. a "Clear all" button. */
  emptyAction?: ReactNode;
  loadingLabel?: string;
}

/**
 * Catalogue grid (spec §2). The layout — columns, large cards for the 9th and 10th of each 10, promo
 * blocks — is the pure `galleryLayout`; this component only places the cells and asks the app to
 * render products and promos. Loading shows skeleton cards; no items shows an empty state.
 */
export function ProductGallery<T>({
  items,
  getKey,
  renderItem,
  renderPromo,
  promoCount = 0,
  screen,
  priorityRows = 1,
  loading = false,
  skeletonCount = 6,
  label = 'Products',
  emptyTitle: emptyText = 'No products found.',
  emptyAction,
  loadingLabel = 'Fetching Data...',
}: ProductGalleryProps<T>) {
  const layoutScreen = screen ?? 'responsive';
  const layout = <U,>(list: readonly U[], promos = 0) =>
    responsiveGalleryLayout(list, { promoCount: promos, screen });
  const gridClass = cx(grid, columns[screen ?? 'large']);

  if (loading) {
    const skeleton = layout(Array.from({ length: skeletonCount }, (_, i) => i));
    return (
      <div role="status" aria-label={loadingLabel} aria-busy="true" data-state="loading">
        <div className={gridClass} data-screen={layoutScreen}>
          {skeleton.map((c) => (
            <div key={c.key} className={cellClass(c)} style={placement(c)}>
              <ProductCardSkeleton fluid size={c.size} />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={empty} data-state="empty">
        <p className={emptyTitle}>{emptyText}</p>
        {emptyAction}
      </div>
    );
  }

  const cells = layout(items, renderPromo ? promoCount : 0);
  return (
    <ul className={gridClass} aria-label={label} data-screen={layoutScreen} data-state="ready">
      {cells.map((c) => {
        // Above the fold on either screen; the others are rendered when they come near it.
        const priority = Object.values(c.placement).some((p) => p.row < priorityRows);
        return c.kind === 'item' ? (
          <li
            key={getKey ? getKey(c.item, c.index) : c.key}
            className={cx(cellClass(c), priority ? undefined : offscreen)}
            style={placement(c)}
            data-size={c.size}
          >
            {renderItem(c.item, { index: c.index, size: c.size, priority })}
          </li>
        ) : (
          <li
            key={c.key}
            className={cx(cellClass(c), promo, priority ? undefined : offscreen)}
            style={placement(c)}
            data-promo={c.promoIndex}
          >
            {renderPromo?.(c.promoIndex)}
          </li>
        );
      })}
    </ul>
  );
}

function cellClass(c: ResponsiveGalleryCell<unknown>) {
  const { large, small } = c.placement;
  return cx(cell, responsive, large ? undefined : onlySmall, small ? undefined : onlyLarge);
}

function placement(c: ResponsiveGalleryCell<unknown>) {
  const large = c.placement.large ?? c.placement.small!;
  const small = c.placement.small ?? large;
  return inlineVars({
    [rowVar]: String(large.row + 1),
    [columnVar]: String(large.column + 1),
    [rowSpanVar]: String(large.rowSpan),
    [columnSpanVar]: String(large.columnSpan),
    [smallRowVar]: String(small.row + 1),
    [smallColumnVar]: String(small.column + 1),
    [smallRowSpanVar]: String(small.rowSpan),
    [smallColumnSpanVar]: String(small.columnSpan),
  });
}
