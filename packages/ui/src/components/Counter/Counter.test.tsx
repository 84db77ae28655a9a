import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Counter, formatCount } from './Counter';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
    [-3, '0'],
    [2.7, '2'],
  ])('%s → %s', (count, text) => expect(formatCount(count)).toBe(text));

  it('takes another maximum', () => expect(formatCount(10, 9)).toBe('9+'));
});

describe('Counter', () => {
  it('is hidden at 0 unless showZero', () => {
    const { container, rerender } = render(<Counter count={0} />);
    expect(container.firstChild).toHaveAttribute('data-state', 'hidden');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    rerender(<Counter count={0} showZero />);
    expect(container.firstChild).toHaveAttribute('data-state', 'visible');
  });

  it('shows 99+ above 99', () => {
    render(<Counter count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
