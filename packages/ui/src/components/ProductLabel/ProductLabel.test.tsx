import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductLabels } from '../ProductLabels';
import { ProductLabel } from './ProductLabel';
import {
  COMING_SOON_LABEL_ID,
  OUT_OF_STOCK_LABEL_ID,
  comingSoonLabel,
  labelPositionFromIndex,
  labelSizePercent,
  labelSpaceFromPx,
  outOfStockLabel,
  placeLabels,
  type ProductLabelData,
} from './labelPlacement';

const labels: ProductLabelData[] = [
  { id: 1, position: 'top-left', text: 'New' },
  { id: 2, position: 'top-left', text: 'Bestseller' },
  { id: 3, position: 'top-right', text: '-20%', tone: 'sale' },
  { id: 4, position: 'bottom-left', text: 'Vegan' },
];

describe('placeLabels', () => {
  it('keeps one label per place unless several are allowed', () => {
    const places = placeLabels(labels);
    expect(places.map((p) => [p.position, p.labels.map((l) => l.id)])).toEqual([
      ['top-left', [1]],
      ['top-right', [3]],
      ['bottom-left', [4]],
    ]);
  });

  it('stacks several labels on a place when allowed', () => {
    const places = placeLabels(labels, { showSeveralOnPlace: true });
    expect(places[0]).toMatchObject({ position: 'top-left', direction: 'vertical' });
    expect(places[0]!.labels.map((l) => l.id)).toEqual([1, 2]);
  });

  it('limits the total to max labels, counting only shown labels', () => {
    expect(placeLabels(labels, { maxLabels: 2 }).flatMap((p) => p.labels.map((l) => l.id))).toEqual([1, 3]);
    expect(
      placeLabels(labels, { maxLabels: 2, showSeveralOnPlace: true }).flatMap((p) =>
        p.labels.map((l) => l.id),
      ),
    ).toEqual([1, 2]);
    expect(
      placeLabels(labels, { maxLabels: 0, showSeveralOnPlace: true }).flatMap((p) => p.labels),
    ).toHaveLength(4);
  });

  it('maps alignment 1 to horizontal and carries the margin', () => {
    const [first] = placeLabels(labels, { alignment: 1, marginBetween: 'small' });
    expect(first).toMatchObject({ direction: 'horizontal', gap: 'small' });
  });

  it('returns nothing for no labels', () => {
    expect(placeLabels([])).toEqual([]);
  });
});

describe('label helpers', () => {
  it('caps sizes at 100 % and ignores invalid ones', () => {
    expect(labelSizePercent({ size: 30 })).toBe(30);
    expect(labelSizePercent({ size: 140 })).toBe(100);
    expect(labelSizePercent({ size: 0 })).toBeUndefined();
    expect(labelSizePercent({})).toBeUndefined();
  });

  it('maps px margins to the nearest space token', () => {
    expect(labelSpaceFromPx(0)).toBe('none');
    expect(labelSpaceFromPx(5)).toBe('xsmall');
    expect(labelSpaceFromPx(10)).toBe('small');
    expect(labelSpaceFromPx(40)).toBe('medium');
    expect(labelSpaceFromPx(undefined)).toBe('xsmall');
  });

  it('maps numeric positions', () => {
    expect(labelPositionFromIndex(0)).toBe('top-left');
    expect(labelPositionFromIndex(8)).toBe('bottom-right');
    expect(labelPositionFromIndex(42)).toBe('top-left');
  });

  it('exports the special labels with the spec ids and texts', () => {
    expect(outOfStockLabel).toMatchObject({ id: OUT_OF_STOCK_LABEL_ID, text: 'Out of Stock' });
    expect(comingSoonLabel).toMatchObject({ id: COMING_SOON_LABEL_ID, text: 'Coming Soon' });
    expect([OUT_OF_STOCK_LABEL_ID, COMING_SOON_LABEL_ID]).toEqual([-1, -2]);
  });
});

describe('ProductLabel(s)', () => {
  it('renders text and image labels', () => {
    render(
      <>
        <ProductLabel label={{ id: 1, position: 'top-left', text: 'New' }} />
        <ProductLabel
          label={{ id: 2, position: 'top-left', image: { src: 'x.svg', alt: 'Vegan' }, size: 20 }}
        />
      </>,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    const seal = screen.getByRole('img', { name: 'Vegan' });
    // Raster copies at the small srcset widths.
    expect(seal).toHaveAttribute('srcset', 'x.svg?width=80 80w, x.svg?width=160 160w, x.svg?width=320 320w');
    expect(seal).toHaveAttribute('sizes', '(max-width: 640px) 20vw, 160px');
    expect(seal).toHaveAttribute('loading', 'lazy');
  });

  it('renders one list per place', () => {
    render(<ProductLabels labels={labels} showSeveralOnPlace />);
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
