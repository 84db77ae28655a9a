export const galleryScreens = ['large', 'small'] as const;
export type GalleryScreen = (typeof galleryScreens)[number];

/** Spec §2: 3 columns, 2 at 640 px or less. */
export const galleryColumns: Record<GalleryScreen, number> = { large: 3, small: 2 };

/** Spec §2: promo blocks every 15 items from position 4 (large) and every 7 from position 3 (small). */
export const galleryPromoRules: Record<GalleryScreen, { first: number; every: number }> = {
  large: { first: 4, every: 15 },
  small: { first: 3, every: 7 },
};

interface CellPlacement {
  /** 0-based grid row and column of the top-left corner. */
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
}

export type GalleryCell<T> =
  | (CellPlacement & { kind: 'item'; key: string; item: T; index: number; size: 'small' | 'large' })
  | (CellPlacement & { kind: 'promo'; key: string; promoIndex: number; size: 'small' });

export interface GalleryLayoutOptions {
  screen: GalleryScreen;
  /** How many promo blocks the app can supply. */
  promoCount?: number;
}

/** Spec §2: the 9th and 10th item of each group of 10 use the large card. */
export function gallerySizeFor(index: number): 'small' | 'large' {
  return index % 10 >= 8 ? 'large' : 'small';
}

/**
 * Lays out a catalogue page. Items keep their card size from their own position (9th and 10th of
 * each 10 are large); promo k goes before item `first − 1 + k × every` while items follow. Cells are
 * packed densely into the grid — large cards span 2 × 2 on large screens (alternating left and right)
 * and the full row on small ones — and returned in reading order (row, then column), so DOM order,
 * focus order and what the eye sees agree.
 */
export function galleryLayout<T>(
  items: readonly T[],
  { screen, promoCount = 0 }: GalleryLayoutOptions,
): GalleryCell<T>[] {
  const columns = galleryColumns[screen];
  const { first, every } = galleryPromoRules[screen];

  type Pending =
    | { kind: 'item'; key: string; item: T; index: number; size: 'small' | 'large' }
    | { kind: 'promo'; key: string; promoIndex: number; size: 'small' };
  const sequence: Pending[] = [];
  let promo = 0;
  items.forEach((item, index) => {
    if (promo < promoCount && index === first - 1 + promo * every) {
      sequence.push({ kind: 'promo', key: `promo-${promo}`, promoIndex: promo, size: 'small' });
      promo += 1;
    }
    sequence.push({ kind: 'item', key: `item-${index}`, item, index, size: gallerySizeFor(index) });
  });

  const taken: boolean[][] = [];
  const free = (r: number, c: number) => !taken[r]?.[c];
  const fits = (r: number, c: number, rs: number, cs: number) => {
    if (c + cs > columns) return false;
    for (let i = r; i < r + rs; i++) for (let j = c; j < c + cs; j++) if (!free(i, j)) return false;
    return true;
  };
  const take = (r: number, c: number, rs: number, cs: number) => {
    for (let i = r; i < r + rs; i++) for (let j = c; j < c + cs; j++) (taken[i] ??= [])[j] = true;
  };

  let largeCount = 0;
  const placed = sequence.map((cell) => {
    const large = cell.size === 'large';
    const columnSpan = large ? 2 : 1;
    const rowSpan = large && screen === 'large' ? 2 : 1;
    const preferRight = large && screen === 'large' && largeCount % 2 === 1;
    if (large) largeCount += 1;
    const order = Array.from({ length: columns }, (_, c) => c);
    if (preferRight) order.reverse();
    for (let row = 0; ; row++) {
      const column = order.find((c) => fits(row, c, rowSpan, columnSpan));
      if (column !== undefined) {
        take(row, column, rowSpan, columnSpan);
        return { ...cell, row, column, rowSpan, columnSpan } as GalleryCell<T>;
      }
    }
  });

  return placed.sort((a, b) => a.row - b.row || a.column - b.column);
}

/** A cell of both layouts: where it sits on each screen (absent: not shown on that screen). */
type Responsive<C> = C extends unknown
  ? Omit<C, keyof CellPlacement> & { placement: Partial<Record<GalleryScreen, CellPlacement>> }
  : never;
export type ResponsiveGalleryCell<T> = Responsive<GalleryCell<T>>;

/**
 * Both screens' layouts at once, for a server render that cannot know the screen: every cell
 * carries its place on each screen, and CSS picks one by media query, so the grid the browser
 * paints first is already the final one (no layout shift when the page hydrates). Cells follow the
 * large layout's order, then cells only the small layout has (promos at its own positions).
 */
export function responsiveGalleryLayout<T>(
  items: readonly T[],
  { promoCount = 0, screen: fixed }: { promoCount?: number; screen?: GalleryScreen } = {},
): ResponsiveGalleryCell<T>[] {
  const cells = new Map<string, ResponsiveGalleryCell<T>>();
  for (const screen of galleryScreens) {
    // A fixed `screen` gives every screen that screen's layout.
    for (const cell of galleryLayout(items, { screen: fixed ?? screen, promoCount })) {
      const { row, column, rowSpan, columnSpan, ...rest } = cell;
      const existing = cells.get(cell.key) ?? ({ ...rest, placement: {} } as ResponsiveGalleryCell<T>);
      existing.placement[screen] = { row, column, rowSpan, columnSpan };
      cells.set(cell.key, existing);
    }
  }
  return [...cells.values()];
}
