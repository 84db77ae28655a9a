import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it("keeps the API's names in the store language and sorts them by name", () => {
    const options = countryOptions(
      [
        { id: 'DE', full_name_locale: 'Allemagne' },
        { id: 'AT', full_name_locale: 'Autriche' },
        { id: 'AU', full_name_locale: 'Australie' },
        { id: 'EE', full_name_locale: 'Estonie' },
      ],
      'fr-FR',
    );
    expect(options.map((c) => c.label)).toEqual(['Allemagne', 'Australie', 'Autriche', 'Estonie']);
    expect(options[0]).toEqual({ value: 'DE', label: 'Allemagne' });
  });

  it('skips entries without a code and names a country without a name by its code', () => {
    expect(
      countryOptions([null, { id: null, full_name_locale: 'x' }, { id: 'LV', full_name_locale: null }], 'en'),
    ).toEqual([{ value: 'LV', label: 'LV' }]);
    expect(countryOptions(null, 'en')).toEqual([]);
  });
});
