import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect, defaultSortOptions } from './SortSelect';

describe('SortSelect', () => {
  it('has the spec §9 options', () => {
    expect(defaultSortOptions.map((o) => [o.label, o.value, o.sortDirection])).toEqual([
      ['Bestsellers', 'BESTSELLER', 'DESC'],
      ['New Arrival', 'NEW_ARRIVAL', 'DESC'],
      ['Price High-Low', 'PRICE_HIGH_LOW', 'DESC'],
      ['Price Low-High', 'PRICE_LOW_HIGH', 'ASC'],
    ]);
  });
  it('mobile list: chooses, clears on the active option, closes, never shows the value', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<SortSelect layout="list" defaultValue="BESTSELLER" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('button', { name: 'Sort by' });
    expect(trigger).toHaveTextContent(/^Sort by$/);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Price Low-High' }));
    expect(onValueChange).toHaveBeenLastCalledWith('PRICE_LOW_HIGH', defaultSortOptions[3]);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'Price Low-High' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Price Low-High' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
  });
});
