import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price, priceSizes } from './Price';
import { formatPrice, toBcp47 } from './priceMath';

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

  it('shows the old price when given and the badge when given a discount percent', () => {
    const { container, rerender } = render(
      <Price value={24} regularValue={30} discountPercent={20} currency="EUR" />,
    );
    expect(screen.getByText('Was €30.00, now €24.00')).toBeInTheDocument();
    expect(container.querySelector('[data-part="old"]')).toHaveTextContent('€30.00');
    expect(container.querySelector('[data-part="discount"]')).toHaveTextContent('-20%');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'discounted');
    // The kit decides nothing from the numbers: it shows the percent it is given.
    rerender(<Price value={24} regularValue={30} discountPercent={21} currency="EUR" />);
    expect(container.querySelector('[data-part="discount"]')).toHaveTextContent('-21%');
    rerender(<Price value={24} regularValue={30} currency="EUR" />);
    expect(container.querySelector('[data-part="old"]')).toHaveTextContent('€30.00');
    expect(container.querySelector('[data-part="discount"]')).toBeNull();
    rerender(<Price value={24} regularValue={30} discountPercent={0} currency="EUR" />);
    expect(container.querySelector('[data-part="discount"]')).toBeNull();
    rerender(<Price value={30} discountPercent={20} currency="EUR" />);
    expect(container.querySelector('[data-part="old"]')).toBeNull();
    expect(container.querySelector('[data-part="discount"]')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'regular');
  });

  it('prefixes ranges and takes translated labels', () => {
    render(<Price value={24} currency="EUR" range labels={{ from: 'Ab' }} locale="de_DE" />);
    expect(screen.getByText(/^Ab 24,00/)).toBeInTheDocument();
  });
});
