import { describe, expect, it } from 'vitest';
import { paginationItems } from './pages';

const show = (current: number, total: number, siblings?: number) =>
  paginationItems(current, total, siblings)
    .map((i) => (i.type === 'page' ? String(i.page) : '…'))
    .join(' ');

describe('paginationItems', () => {
  it('lists every page when there are few', () => {
    expect(show(1, 0)).toBe('');
    expect(show(1, 1)).toBe('1');
    expect(show(3, 7)).toBe('1 2 3 4 5 6 7');
  });
  it('puts an ellipsis where pages are left out', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(4, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(5, 20)).toBe('1 … 4 5 6 … 20');
    expect(show(10, 20)).toBe('1 … 9 10 11 … 20');
    expect(show(17, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
  });
  it('keeps the same number of items while paging', () => {
    for (let p = 1; p <= 30; p++) expect(paginationItems(p, 30)).toHaveLength(7);
    for (let p = 1; p <= 30; p++) expect(paginationItems(p, 30, 2)).toHaveLength(9);
  });
  it('clamps the current page', () => {
    expect(show(99, 8)).toBe('1 … 4 5 6 7 8');
    expect(show(-3, 8)).toBe('1 2 3 4 5 … 8');
  });
});
