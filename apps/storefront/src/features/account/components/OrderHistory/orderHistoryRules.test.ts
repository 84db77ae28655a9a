import { describe, expect, it } from 'vitest';
import {
  discountTotal,
  orderDate,
  orderHistorySearch,
  orderHistoryView,
  reorderOutcome,
} from './orderHistoryRules';

describe('order history URL state', () => {
  it('reads the order, the searched number and the page', () => {
    expect(orderHistoryView(new URLSearchParams('order=000000012&number=%20000000011%20&page=3'))).toEqual({
      order: '000000012',
      number: '000000011',
      page: 3,
    });
  });

  it('falls back to the first page of all orders', () => {
    expect(orderHistoryView(new URLSearchParams('page=-2&number=%20'))).toEqual({
      order: null,
      number: null,
      page: 1,
    });
    expect(orderHistoryView(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(orderHistoryView(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes a view back, leaving out the first page and empty parts', () => {
    expect(orderHistorySearch({ page: 1 })).toBe('');
    expect(orderHistorySearch({ page: 2 })).toBe('?page=2');
    expect(orderHistorySearch({ number: '000000011', page: 1 })).toBe('?number=000000011');
    expect(orderHistorySearch({ order: '000000012' })).toBe('?order=000000012');
  });
});

describe('order date', () => {
  it('reads Magento’s order_date as UTC', () => {
    expect(orderDate('2026-11-25 14:07:25').toISOString()).toBe('2026-11-25T14:07:25.000Z');
  });
});

describe('order again', () => {
  const items = [
    { product_sku: 'A', product_name: 'Cleanser' },
    { product_sku: 'B', product_name: 'Serum' },
    { product_sku: 'B', product_name: 'Serum' },
    { product_sku: 'C', product_name: null },
  ];

  it('names the items that could not be added, each once', () => {
    expect(reorderOutcome(items, [{ path: ['B'] }, { path: ['C'] }])).toEqual({
      added: true,
      unavailable: ['Serum', 'C'],
    });
  });

  it('says when nothing could be added', () => {
    expect(reorderOutcome(items.slice(1, 3), [{ path: ['B'] }])).toEqual({
      added: false,
      unavailable: ['Serum'],
    });
  });

  it('has nothing to name when everything was added', () => {
    expect(reorderOutcome(items, [])).toEqual({ added: true, unavailable: [] });
  });
});

describe('discount total', () => {
  it('adds the discounts as a positive amount', () => {
    expect(discountTotal([{ amount: { value: 5 } }, { amount: { value: -2.5 } }, null])).toBe(7.5);
    expect(discountTotal([])).toBe(0);
  });
});
