import type { ReactNode } from 'react';
import { cx } from '../../private/cx';
import { inlineVars } from '../../private/inlineVars';
import { useGalleryScreen } from '../../hooks/useGalleryScreen';
import { ProductCardSkeleton } from '../ProductCard/ProductCard';
import {
  cell,
  columnSpanVar,
  columnVar,
  columns,
  empty,
  emptyTitle,
  grid,
  promo,
  rowSpanVar,
  rowVar,
} from './ProductGallery.css';
import { galleryLayout, type GalleryCell, type GalleryScreen } from './galleryLayout';

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
  /** Layout; by default follows the viewport (≤ 640 px is small). */
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
  const viewport = useGalleryScreen();
  const layoutScreen = screen ?? viewport;

  if (loading) {
    const skeleton = galleryLayout(
      Array.from({ length: skeletonCount }, (_, i) => i),
      { screen: layoutScreen },
    );
    return (
      <div role="status" aria-label={loadingLabel} aria-busy="true" data-state="loading">
        <div className={cx(grid, columns[layoutScreen])} data-screen={layoutScreen}>
          {skeleton.map((c) => (
            <div key={c.key} className={cell} style={placement(c)}>
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

  const cells = galleryLayout(items, { screen: layoutScreen, promoCount: renderPromo ? promoCount : 0 });
  return (
    <ul
      className={cx(grid, columns[layoutScreen])}
      aria-label={label}
      data-screen={layoutScreen}
      data-state="ready"
    >
      {cells.map((c) =>
        c.kind === 'item' ? (
          <li
            key={getKey ? getKey(c.item, c.index) : c.key}
            className={cell}
            style={placement(c)}
            data-size={c.size}
          >
            {renderItem(c.item, { index: c.index, size: c.size, priority: c.row < priorityRows })}
          </li>
        ) : (
          <li key={c.key} className={cx(cell, promo)} style={placement(c)} data-promo={c.promoIndex}>
            {renderPromo?.(c.promoIndex)}
          </li>
        ),
      )}
    </ul>
  );
}

function placement(c: GalleryCell<unknown>) {
  return inlineVars({
    [rowVar]: String(c.row + 1),
    [columnVar]: String(c.column + 1),
    [rowSpanVar]: String(c.rowSpan),
    [columnSpanVar]: String(c.columnSpan),
  });
}
