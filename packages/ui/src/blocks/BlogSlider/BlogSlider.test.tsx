import { describe, expect, it } from 'vitest';
import { formatPostDate } from './BlogSlider';

describe('formatPostDate', () => {
  it('formats in the store view’s locale, in UTC (same on server and browser)', () => {
    expect(formatPostDate('2026-01-14', 'en-GB')).toBe('14 January 2026');
    expect(formatPostDate('2026-01-14T23:30:00Z', 'de_DE')).toBe('14. Januar 2026');
    expect(formatPostDate('2026-01-14', 'lv_LV')).toMatch(/2026/);
  });

  it('returns null for a date it cannot read', () => {
    expect(formatPostDate('soon', 'en-GB')).toBeNull();
  });
});
