import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, priceSizes } from './Price';
import { discountPercent, formatPrice, hasOldPrice, toBcp47 } from './priceMath';

describe('discountPercent', () => {
  it.each([
    [24, 30, 20],
    [19.99, 29.99, 33],
    [10, 10, 0],
    [12, 10, 0],
    [10, undefined, 0],
    [10, null, 0],
    [0, 10, 100],
    [9.5, 10, 5],
    [9.95, 10, 1],
    [9.96, 10, 0],
  ])('final %s, regular %s → %s %', (finalValue, regular, expected) => {
    expect(discountPercent(finalValue, regular)).toBe(expected);
  });
});

describe('hasOldPrice', () => {
  it('only when the regular price is larger', () => {
    expect(hasOldPrice(24, 30)).toBe(true);
    expect(hasOldPrice(30, 30)).toBe(false);
    expect(hasOldPrice(31, 30)).toBe(false);
    expect(hasOldPrice(30, undefined)).toBe(false);
    expect(hasOldPrice(30, Number.NaN)).toBe(false);
  });
});

describe('formatPrice', () => {
  it('formats with Intl and accepts Magento locales', () => {
    expect(formatPrice(24, 'EUR', 'en-US')).toBe('€24.00');
    expect(formatPrice(24, 'EUR', 'en_US')).toBe('€24.00');
    expect(formatPrice(1234.5, 'AUD', 'en_AU')).toBe('$1,234.50');
    expect(formatPrice(24, 'EUR', 'de_DE')).toMatch(/^24,00\s€$/);
    expect(toBcp47('lv_LV')).toBe('lv-LV');
  });
});

describe('Price', () => {
  it.each(priceSizes)('renders size %s', (size) => {
    render(<Price value={24} currency="EUR" size={size} />);
    expect(screen.getByText('€24.00', { selector: '[data-part="final"]' })).toBeInTheDocument();
  });

  it('shows the old price and discount only when larger', () => {
    const { container, rerender } = render(<Price value={24} regularValue={30} currency="EUR" />);
    expect(screen.getByText('Was €30.00, now €24.00')).toBeInTheDocument();
    expect(container.querySelector('[data-part="old"]')).toHaveTextContent('€30.00');
    expect(container.querySelector('[data-part="discount"]')).toHaveTextContent('-20%');
    rerender(<Price value={30} regularValue={30} currency="EUR" />);
    expect(container.querySelector('[data-part="old"]')).toBeNull();
    expect(container.querySelector('[data-part="discount"]')).toBeNull();
  });

  it('prefixes ranges and takes translated labels', () => {
    render(<Price value={24} currency="EUR" range labels={{ from: 'Ab' }} locale="de_DE" />);
    expect(screen.getByText(/^Ab 24,00/)).toBeInTheDocument();
  });
});
