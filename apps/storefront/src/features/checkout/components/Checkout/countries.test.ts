import { describe, expect, it } from 'vitest';
import { countryOptions, SHIPPING_COUNTRIES } from './countries';

describe('countryOptions', () => {
  it('names every delivery country in the store language, sorted by name', () => {
    const fr = countryOptions('fr-FR');
    expect(fr).toHaveLength(SHIPPING_COUNTRIES.length);
    expect(fr.find((c) => c.value === 'DE')?.label).toBe('Allemagne');
    const labels = fr.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr-FR')));
  });
});
