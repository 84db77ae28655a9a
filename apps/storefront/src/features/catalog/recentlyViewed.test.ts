import { describe, expect, it } from 'vitest';
import {
  parseViewed,
  recordView,
  RECENTLY_VIEWED_TTL_MS,
  serializeViewed,
  showMoreVisible,
  viewedToShow,
} from './recentlyViewed';

describe('recently viewed', () => {
  it('keeps the newest first without duplicates', () => {
    let r = recordView(null, 'A', 0);
    r = recordView(r, 'B', 1);
    r = recordView(r, 'A', 2);
    expect(r.skus).toEqual(['A', 'B']);
  });
  it('starts again after 24 hours or at 50 products', () => {
    const r = recordView({ skus: ['A'], sessionStart: 0 }, 'B', RECENTLY_VIEWED_TTL_MS);
    expect(r).toEqual({ skus: ['B'], sessionStart: RECENTLY_VIEWED_TTL_MS });
    const full = { skus: Array.from({ length: 50 }, (_, i) => `S${i}`), sessionStart: 0 };
    expect(recordView(full, 'X', 10).skus).toEqual(['X']);
  });
  it('shows 6 on the first page, without the current product', () => {
    const skus = ['CUR', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(viewedToShow({ skus, sessionStart: 0 }, 'CUR')).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(viewedToShow({ skus, sessionStart: 0 }, 'CUR', 2)).toHaveLength(7);
    expect(showMoreVisible(7, 1)).toBe(true);
    expect(showMoreVisible(6, 1)).toBe(false);
    expect(showMoreVisible(12, 2)).toBe(false);
  });
  it('survives storage round trips and rejects garbage', () => {
    const r = { skus: ['A', 'B'], sessionStart: 5 };
    expect(parseViewed(serializeViewed(r))).toEqual(r);
    expect(parseViewed('{oops')).toBeNull();
    expect(parseViewed(null)).toBeNull();
  });
});
