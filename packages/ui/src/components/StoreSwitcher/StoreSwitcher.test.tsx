import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flagCountries, Flag, groupStoresByCountry, StoreSwitcher } from './StoreSwitcher';
import { sampleStores } from './storeFixtures';

describe('groupStoresByCountry', () => {
  it('groups visible stores by country in first-appearance order and drops hidden ones', () => {
    const groups = groupStoresByCountry(sampleStores);
    expect(groups.map((g) => g.country)).toEqual(['DE', 'FR', 'LV', 'EE', 'FI', 'SE']);
    expect(groups.find((g) => g.country === 'LV')!.stores.map((s) => s.code)).toEqual(['lv', 'lv_en']);
    expect(groups.flatMap((g) => g.stores).some((s) => s.hidden)).toBe(false);
  });
});

describe('Flag', () => {
  it.each(flagCountries)('draws %s', (country) => {
    const { container } = render(<Flag country={country} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-flag', country);
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.children.length).toBeGreaterThan(0);
  });
});

describe('StoreSwitcher', () => {
  it('shows the current store, lists groups and closes on outside mousedown', async () => {
    render(
      <div>
        <StoreSwitcher stores={sampleStores} defaultValue="de" />
        <p>Outside</p>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Store: Deutschland – Deutsch' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Latvia' })).toBeInTheDocument();
    expect(screen.queryByText('Staff store')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deutschland – Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus; selection reports the code and closes', async () => {
    const onValueChange = vi.fn();
    render(<StoreSwitcher stores={sampleStores} defaultValue="de" onValueChange={onValueChange} />);
    const button = screen.getByRole('button', { name: /Store:/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Suomi – Suomi' }));
    expect(onValueChange).toHaveBeenCalledWith('fi');
    expect(screen.getByRole('button', { name: 'Store: Suomi – Suomi' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
