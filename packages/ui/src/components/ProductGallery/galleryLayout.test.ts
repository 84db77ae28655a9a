import { describe, expect, it } from 'vitest';
import { galleryLayout, gallerySizeFor, responsiveGalleryLayout, type GalleryCell } from './galleryLayout';

const items = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const labels = (cells: GalleryCell<string>[]) =>
  cells.map((c) => (c.kind === 'promo' ? `P${c.promoIndex}` : c.item));

describe('gallerySizeFor', () => {
  it('makes the 9th and 10th of each 10 large', () => {
    expect(
      Array.from({ length: 20 }, (_, i) => gallerySizeFor(i))
        .map((s) => s[0])
        .join(''),
    ).toBe('ssssssssll'.repeat(2));
  });
});

describe('galleryLayout — large screen', () => {
  it('places one item in the first cell', () => {
    expect(galleryLayout(items(1), { screen: 'large', promoCount: 3 })).toEqual([
      {
        kind: 'item',
        key: 'item-0',
        item: 'p1',
        index: 0,
        size: 'small',
        row: 0,
        column: 0,
        rowSpan: 1,
        columnSpan: 1,
      },
    ]);
  });

  it('inserts promos at position 4 and every 15 items after', () => {
    const cells = galleryLayout(items(40), { screen: 'large', promoCount: 5 });
    const promos = cells.filter((c) => c.kind === 'promo');
    expect(promos).toHaveLength(3); // before items 4, 19 and 34
    expect(promos[0]).toMatchObject({ row: 1, column: 0 });
    expect(labels(cells).slice(0, 7)).toEqual(['p1', 'p2', 'p3', 'P0', 'p4', 'p5', 'p6']);
  });

  it('does not insert more promos than supplied', () => {
    expect(
      galleryLayout(items(40), { screen: 'large', promoCount: 1 }).filter((c) => c.kind === 'promo'),
    ).toHaveLength(1);
    expect(galleryLayout(items(40), { screen: 'large' }).filter((c) => c.kind === 'promo')).toHaveLength(0);
  });

  it('spans large cards 2 × 2, alternating sides, with no holes', () => {
    const cells = galleryLayout(items(10), { screen: 'large', promoCount: 1 });
    const large = cells.filter((c) => c.size === 'large');
    expect(large.map((c) => [c.kind === 'item' && c.item, c.row, c.column, c.rowSpan, c.columnSpan])).toEqual(
      [
        ['p9', 3, 0, 2, 2],
        ['p10', 5, 1, 2, 2],
      ],
    );
    // 10 items + 1 promo on a 3-column grid: the first 3 rows are full.
    expect(cells.filter((c) => c.row < 3)).toHaveLength(9);
  });

  it('returns cells in reading order and never overlaps', () => {
    const cells = galleryLayout(items(30), { screen: 'large', promoCount: 2 });
    const seen = new Set<string>();
    let last = -1;
    for (const c of cells) {
      const pos = c.row * 3 + c.column;
      expect(pos).toBeGreaterThan(last);
      last = pos;
      for (let r = c.row; r < c.row + c.rowSpan; r++)
        for (let k = c.column; k < c.column + c.columnSpan; k++) {
          expect(seen.has(`${r}:${k}`)).toBe(false);
          seen.add(`${r}:${k}`);
        }
    }
    expect(cells.filter((c) => c.kind === 'item')).toHaveLength(30);
    // Every item keeps the size of its own position.
    for (const c of cells) if (c.kind === 'item') expect(c.size).toBe(gallerySizeFor(c.index));
  });
});

describe('galleryLayout — small screen', () => {
  it('uses 2 columns, promos at position 3 and every 7 items', () => {
    const cells = galleryLayout(items(20), { screen: 'small', promoCount: 5 });
    expect(labels(cells).slice(0, 5)).toEqual(['p1', 'p2', 'P0', 'p3', 'p4']);
    // Promo 1 (before p10) fills the half row next to p8, as the full-width p9 starts a new row.
    expect(labels(cells).slice(8, 13)).toEqual(['p8', 'P1', 'p9', 'p10', 'p11']);
    expect(cells.filter((c) => c.kind === 'promo').map((c) => c.row)).toEqual([1, 4, 10]);
    expect(cells.every((c) => c.column + c.columnSpan <= 2)).toBe(true);
  });

  it('makes large cards full-width, one row high', () => {
    const large = galleryLayout(items(10), { screen: 'small' }).filter((c) => c.size === 'large');
    expect(large.map((c) => [c.row, c.column, c.rowSpan, c.columnSpan])).toEqual([
      [4, 0, 1, 2],
      [5, 0, 1, 2],
    ]);
  });

  it('handles an empty list', () => {
    expect(galleryLayout([], { screen: 'small', promoCount: 2 })).toEqual([]);
  });
});

describe('responsiveGalleryLayout — both screens for the server render', () => {
  it("gives every cell its place on each screen, as that screen's own layout does", () => {
    const cells = responsiveGalleryLayout(items(20), { promoCount: 3 });
    for (const screen of ['large', 'small'] as const) {
      const own = galleryLayout(items(20), { screen, promoCount: 3 });
      const shown = cells.filter((c) => c.placement[screen]);
      expect(shown.map((c) => c.key).sort()).toEqual(own.map((c) => c.key).sort());
      for (const cell of own) {
        const { row, column, rowSpan, columnSpan } = cell;
        expect(cells.find((c) => c.key === cell.key)?.placement[screen]).toEqual({
          row,
          column,
          rowSpan,
          columnSpan,
        });
      }
    }
  });

  it('shows a promo only on the screen whose rules place it', () => {
    const cells = responsiveGalleryLayout(items(10), { promoCount: 2 });
    // Large: promo 0 before the 4th item; small: promos before the 3rd and the 10th item.
    expect(cells.filter((c) => c.kind === 'promo' && c.placement.large)).toHaveLength(1);
    expect(cells.filter((c) => c.kind === 'promo' && c.placement.small)).toHaveLength(2);
    expect(cells.filter((c) => c.kind === 'item')).toHaveLength(10);
  });
});
