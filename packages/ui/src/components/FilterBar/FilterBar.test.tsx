import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar';
import { filterToggleLabel, narrowFilterButtonLabel } from './filterBarRules';

describe('filter bar labels', () => {
  it.each([
    [true, true, 'Filter and sort'],
    [true, false, 'Filter'],
    [false, true, 'Sort by'],
    [false, false, null],
  ])('filters %s, sort %s → %s', (hasFilters, hasSort, expected) => {
    expect(narrowFilterButtonLabel({ hasFilters, hasSort })).toBe(expected);
  });
  it('toggles Show / Hide filters', () => {
    expect(filterToggleLabel(true)).toBe('Hide filters');
    expect(filterToggleLabel(false)).toBe('Show filters');
  });
});

describe('FilterBar', () => {
  it('removes chips, clears all and toggles the sidebar', async () => {
    const onRemoveFilter = vi.fn();
    const onClearAll = vi.fn();
    const onFiltersOpenChange = vi.fn();
    render(
      <FilterBar
        hasFilters
        sort={<span>sort</span>}
        activeFilters={[{ id: 'skin:dry', label: 'Dry' }]}
        onRemoveFilter={onRemoveFilter}
        onClearAll={onClearAll}
        onFiltersOpenChange={onFiltersOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dry' }));
    expect(onRemoveFilter).toHaveBeenCalledWith('skin:dry');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Hide filters' }));
    expect(onFiltersOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
  });
  it('has no Clear all without active filters', () => {
    render(<FilterBar hasFilters onClearAll={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
