import { describe, expect, it } from 'vitest';
import { searchPageHref, statusForTerm } from './searchState';

describe('search term state', () => {
  it('is idle when empty and invalid under two characters (after trim)', () => {
    expect(statusForTerm('')).toBe('idle');
    expect(statusForTerm('   ')).toBe('idle');
    expect(statusForTerm('s')).toBe('invalid');
    expect(statusForTerm(' s ')).toBe('invalid');
    expect(statusForTerm('se')).toBeNull();
  });
  it('links to the results page', () => {
    expect(searchPageHref(' vitamin c ')).toBe('/search.html?q=vitamin%20c');
  });
});
