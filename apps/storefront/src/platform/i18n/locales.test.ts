import { describe, expect, it } from 'vitest';
import { catalogueFor, formattingLocale, formattingLocales } from './locales';

describe('formattingLocale', () => {
  it('maps every locale of the spec to a BCP 47 tag Intl can format with', () => {
    expect(formattingLocales).toHaveLength(17);
    for (const locale of formattingLocales) {
      const tag = formattingLocale(locale);
      expect(() => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' })).not.toThrow();
    }
    expect(formattingLocale('de_DE')).toBe('de-DE');
  });
  it('rejects other locales with the spec text', () => {
    expect(() => formattingLocale('pt_BR')).toThrow('Unable to locate locale pt_BR');
  });
});

describe('catalogueFor', () => {
  it('picks the catalogue of each store view', () => {
    expect(catalogueFor('en_US')).toBe('en_US');
    expect(catalogueFor('en_AU')).toBe('en_AU');
    expect(catalogueFor('de_DE')).toBe('de_DE');
    expect(catalogueFor('fr_FR')).toBe('fr');
    expect(catalogueFor('lv_LV')).toBe('lv');
    expect(catalogueFor('es_ES')).toBe('en_US');
  });
});
