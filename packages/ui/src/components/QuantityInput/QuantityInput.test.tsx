import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput, clampQuantity } from './QuantityInput';

describe('clampQuantity', () => {
  it('keeps values within bounds on the step grid', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(7, 1, 5)).toBe(5);
    expect(clampQuantity(4, 1, 10, 2)).toBe(5);
    expect(clampQuantity(Number.NaN, 1, 5)).toBe(1);
  });
});

describe('QuantityInput', () => {
  it('steps with the buttons and disables them at the bounds', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<QuantityInput max={2} onValueChange={onValueChange} />);
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    await user.click(more);
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    expect(more).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  });

  it('clamps typed values when left and steps with arrow keys', async () => {
    const user = userEvent.setup();
    render(<QuantityInput max={10} defaultValue={3} />);
    const input = screen.getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '40');
    fireEvent.blur(input);
    expect(input).toHaveValue('10');
    await user.type(input, '{ArrowDown}');
    expect(input).toHaveValue('9');
    expect(input).toHaveAttribute('aria-valuenow', '9');
  });
});
