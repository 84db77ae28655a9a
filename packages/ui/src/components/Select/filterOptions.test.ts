import { describe, expect, it } from 'vitest';
import { filterOptions, normaliseLabel } from './filterOptions';

const countries = [
  'Estonia',
  'Finland',
  'Latvia',
  'Lithuania',
  'United Kingdom',
  'Åland Islands',
  'Slovenia',
  'Île de France',
].map((label) => ({ label }));
const labels = (list: Array<{ label: string }>) => list.map((o) => o.label);

describe('filterOptions', () => {
  it('keeps everything for an empty query', () => {
    expect(labels(filterOptions(countries, '  '))).toEqual(labels(countries));
  });
  it('hides labels that do not contain the query', () => {
    expect(labels(filterOptions(countries, 'xyz'))).toEqual([]);
    expect(labels(filterOptions(countries, 'land'))).toEqual(['Finland', 'Åland Islands']);
  });
  it('puts prefix matches first, then word starts, then the rest, each in list order', () => {
    expect(labels(filterOptions(countries, 'l'))).toEqual([
      'Latvia',
      'Lithuania',
      'Finland',
      'Åland Islands',
      'Slovenia',
      'Île de France',
    ]);
    expect(labels(filterOptions(countries, 'i'))).toEqual([
      'Île de France',
      'Åland Islands',
      'Estonia',
      'Finland',
      'Latvia',
      'Lithuania',
      'United Kingdom',
      'Slovenia',
    ]);
  });
  it('ignores case, accents and extra spaces', () => {
    expect(labels(filterOptions(countries, 'ALAND'))).toEqual(['Åland Islands']);
    expect(labels(filterOptions(countries, 'united   king'))).toEqual(['United Kingdom']);
    expect(normaliseLabel('  Île  de ')).toBe('ile de');
  });
});
