import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultCountLabel, HeaderTrigger } from './HeaderTrigger';

describe('HeaderTrigger', () => {
  it('labels the control with the count', () => {
    expect(defaultCountLabel('Cart', 3)).toBe('Cart, 3 items');
    expect(defaultCountLabel('Cart', 1)).toBe('Cart, 1 item');
    expect(defaultCountLabel('Cart', 0)).toBe('Cart, 0 items');
    expect(defaultCountLabel('Cart', 140)).toBe('Cart, 99+ items');
    expect(defaultCountLabel('Account', undefined)).toBe('Account');
  });

  it('renders a button named "Cart, 3 items" with a badge', async () => {
    const onClick = vi.fn();
    render(<HeaderTrigger kind="cart" count={3} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(button).toHaveTextContent('3');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('renders a link with asChild and a translated label', () => {
    render(
      <HeaderTrigger
        kind="wishlist"
        count={120}
        label="Wunschliste"
        formatLabel={(l, c) => `${l} (${c})`}
        asChild
      >
        <a href="/wishlist" />
      </HeaderTrigger>,
    );
    const link = screen.getByRole('link', { name: 'Wunschliste (120)' });
    expect(link).toHaveAttribute('href', '/wishlist');
    expect(link).toHaveTextContent('99+');
  });
});
