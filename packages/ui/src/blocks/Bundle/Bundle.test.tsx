import { describe, expect, it } from 'vitest';
import { bundleTotals } from './bundleTotals';

const line = (price: number, extra: Partial<Parameters<typeof bundleTotals>[0][number]> = {}) => ({
  price,
  quantity: 1,
  inStock: true,
  ...extra,
});

describe('bundleTotals', () => {
  it('charges the set price and saves against the separate prices', () => {
    const t = bundleTotals([line(24), line(28), line(46)], 79);
    expect(t).toEqual({ total: 79, separately: 98, savings: 19, savingsPercent: 19, available: true });
  });

  it('without a set price sums today’s prices and saves only product discounts', () => {
    const t = bundleTotals([line(24), line(46, { regularPrice: 58 })]);
    expect(t.total).toBe(70);
    expect(t.separately).toBe(82);
    expect(t.savings).toBe(12);
  });

  it('counts quantities and rounds to cents', () => {
    const t = bundleTotals([line(12.3, { quantity: 3 }), line(0.1)]);
    expect(t.total).toBe(37);
    expect(t.separately).toBe(37);
    expect(t.savings).toBe(0);
    expect(t.savingsPercent).toBe(0);
  });

  it('never shows negative savings when the set costs more', () => {
    expect(bundleTotals([line(10), line(10)], 25).savings).toBe(0);
  });

  it('is not available when an item is out of stock or the set is empty', () => {
    expect(bundleTotals([line(10), line(10, { inStock: false })]).available).toBe(false);
    expect(bundleTotals([]).available).toBe(false);
  });
});
