import { describe, expect, it } from 'vitest';
import {
  writeFiltersAndSort,
  clearFilters,
  formatRange,
  offeredFilterGroups,
  parseRange,
  readFilters,
  toFilterInput,
  toggleFilter,
  UnknownFilterTypeError,
  writeFilters,
} from './filters';

const types = {
  skin_type: 'FilterEqualTypeInput',
  price: 'FilterRangeTypeInput',
  name: 'FilterMatchTypeInput',
  category_uid: 'FilterEqualTypeInput',
};

describe('filters in the query string', () => {
  it('round-trips {attribute}[filter]=title,value pairs and keeps other parameters', () => {
    const params = writeFilters(new URLSearchParams('sort=PRICE_LOW_HIGH&page=3'), {
      skin_type: [
        { title: 'Dry, sensitive', value: '15' },
        { title: 'Oily', value: '16' },
      ],
      price: [{ title: '€10 – €50', value: '10_50' }],
    });
    expect(params.toString()).toBe(
      'sort=PRICE_LOW_HIGH&price%5Bfilter%5D=%E2%82%AC10+%E2%80%93+%E2%82%AC50%2C10_50&skin_type%5Bfilter%5D=Dry%2C+sensitive%2C15&skin_type%5Bfilter%5D=Oily%2C16',
    );
    // A new filter selection starts again at page 1.
    expect(params.has('page')).toBe(false);
    expect(readFilters(params)).toEqual({
      price: [{ title: '€10 – €50', value: '10_50' }],
      skin_type: [
        { title: 'Dry, sensitive', value: '15' },
        { title: 'Oily', value: '16' },
      ],
    });
  });

  it('ignores duplicates and empty values', () => {
    expect(readFilters(new URLSearchParams('a[filter]=X,1&a[filter]=X,1&b[filter]=Y,'))).toEqual({
      a: [{ title: 'X', value: '1' }],
    });
  });

  it('Clear empties filters, sort and page but keeps the rest', () => {
    expect(clearFilters(new URLSearchParams('q=serum&sort=BESTSELLER&page=2&a[filter]=X,1')).toString()).toBe(
      'q=serum',
    );
  });

  it('toggles options on and off', () => {
    const on = toggleFilter({}, 'skin_type', { title: 'Dry', value: '15' });
    expect(on).toEqual({ skin_type: [{ title: 'Dry', value: '15' }] });
    expect(toggleFilter(on, 'skin_type', { title: 'Dry', value: '15' })).toEqual({});
  });
});

describe('ranges', () => {
  it('uses * as the open end', () => {
    expect(parseRange('10_50')).toEqual({ from: '10', to: '50' });
    expect(parseRange('10_*')).toEqual({ from: '10' });
    expect(parseRange('*_50')).toEqual({ to: '50' });
    expect(formatRange(null, 50)).toBe('*_50');
    expect(formatRange(12.5, null)).toBe('12.5_*');
    expect(() => parseRange('cheap')).toThrow(/from_to/);
  });
});

describe('toFilterInput', () => {
  it('maps each attribute by the server filter input type', () => {
    expect(
      toFilterInput(
        {
          skin_type: [
            { title: 'Dry', value: '15' },
            { title: 'Oily', value: '16' },
          ],
          price: [{ title: '', value: '*_50' }],
          name: [{ title: 'serum', value: 'serum' }],
        },
        types,
      ),
    ).toEqual({ skin_type: { in: ['15', '16'] }, price: { to: '50' }, name: { match: 'serum' } });
    expect(toFilterInput({ skin_type: [{ title: 'Dry', value: '15' }] }, types)).toEqual({
      skin_type: { eq: '15' },
    });
  });
  it('raises an error for unknown filter types', () => {
    expect(() => toFilterInput({ colour: [{ title: 'Red', value: '1' }] }, types)).toThrow(
      UnknownFilterTypeError,
    );
  });
});

describe('offeredFilterGroups', () => {
  it('offers only supported attributes, never category or price, by position', () => {
    const groups = [
      { attribute_code: 'skin_type', position: 2 },
      { attribute_code: 'price', position: 0 },
      { attribute_code: 'category_uid', position: 1 },
      { attribute_code: 'finish', position: 1 },
      { attribute_code: 'name', position: 1 },
    ];
    expect(offeredFilterGroups(groups, types).map((g) => g.attribute_code)).toEqual(['name', 'skin_type']);
  });
});

describe('writeFiltersAndSort (mobile Accept, issue 19)', () => {
  it('writes the drafted filters and sort together and resets the page', () => {
    const params = new URLSearchParams('sort=NEW_ARRIVAL&page=3&q=rose');
    const next = writeFiltersAndSort(params, { color: [{ title: 'Red', value: '5' }] }, 'PRICE_LOW_HIGH');
    expect(next.toString()).toBe('sort=PRICE_LOW_HIGH&q=rose&color%5Bfilter%5D=Red%2C5');
    expect(writeFiltersAndSort(params, {}, null).toString()).toBe('q=rose');
  });
});
