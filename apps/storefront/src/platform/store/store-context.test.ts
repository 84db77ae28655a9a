import { describe, expect, it } from 'vitest';
import { composeTitle } from './store-context';

const store = {
  titlePrefix: '',
  titleSuffix: ' | Aurora Botanica',
  defaultTitle: 'Aurora Botanica – Nordic skincare',
};

describe('composeTitle', () => {
  it('adds the store suffix to page titles, trimmed', () => {
    expect(composeTitle('About Us', store)).toBe('About Us | Aurora Botanica');
  });
  it('falls back to the default title and does not repeat the brand', () => {
    expect(composeTitle('', store)).toBe('Aurora Botanica – Nordic skincare');
    expect(composeTitle(null, store)).toBe('Aurora Botanica – Nordic skincare');
  });
  it('adds a prefix once', () => {
    expect(composeTitle('Serums', { ...store, titlePrefix: 'Shop:' })).toBe('Shop: Serums | Aurora Botanica');
  });
});
