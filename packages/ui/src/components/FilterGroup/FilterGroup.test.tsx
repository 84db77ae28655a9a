import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfter } from '../../testing/hydrateAfter';
import { FilterGroup } from './FilterGroup';
import { filterGroupStartsOpen, visibleFilterItems } from './filterGroupRules';

const items = Array.from({ length: 14 }, (_, i) => ({
  value: `v${i + 1}`,
  label: `Item ${i + 1}`,
  count: i + 1,
}));

describe('filter group rules', () => {
  it('starts open only when something is selected', () => {
    expect(filterGroupStartsOpen([])).toBe(false);
    expect(filterGroupStartsOpen(['a'])).toBe(true);
  });
  it('shows 10 items until expanded, keeping selected ones visible', () => {
    expect(visibleFilterItems(items, { expanded: false })).toMatchObject({ hidden: 4 });
    expect(visibleFilterItems(items, { expanded: false }).items).toHaveLength(10);
    expect(visibleFilterItems(items, { expanded: true })).toMatchObject({ hidden: 0 });
    const withSelected = visibleFilterItems(items, { expanded: false, selected: ['v13'] });
    expect(withSelected.items.map((i) => i.value)).toContain('v13');
    expect(withSelected.hidden).toBe(3);
    expect(visibleFilterItems(items.slice(0, 5), { expanded: false }).hidden).toBe(0);
  });
});

describe('FilterGroup', () => {
  it('is collapsed without a selection and opens on click', async () => {
    render(<FilterGroup title="Skin type" items={items.slice(0, 3)} />);
    const trigger = screen.getByRole('button', { name: 'Skin type' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Item 1 1 product' })).toBeVisible();
  });
  it('opens when an item is selected and reports changes', async () => {
    const onValueChange = vi.fn();
    render(
      <FilterGroup title="Skin type" items={items} defaultValue={['v2']} onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('button', { name: /Skin type/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Item 1 / }));
    expect(onValueChange).toHaveBeenLastCalledWith(['v2', 'v1']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
  });
  it('exposes from/to for ranges, empty meaning an open end', async () => {
    const onRangeValueChange = vi.fn();
    render(<FilterGroup title="Price" type="range" defaultOpen onRangeValueChange={onRangeValueChange} />);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'From' }), '20');
    expect(onRangeValueChange).toHaveBeenLastCalledWith({ from: 20, to: null });
  });

  it('reports options ticked and cleared before the page hydrated, together and once', async () => {
    const onValueChange = vi.fn();
    await hydrateAfter(
      <FilterGroup title="Skin type" items={items} value={['v2', 'v3']} onValueChange={onValueChange} />,
      (root) => {
        const box = (value: string) => root.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
        box('v1').click();
        box('v3').click();
        box('v5').click();
      },
    );
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(['v2', 'v1', 'v5']);
  });

  it('reports bounds typed before the page hydrated; nothing when left alone', async () => {
    const onRangeValueChange = vi.fn();
    const group = (
      <FilterGroup
        title="Price"
        type="range"
        rangeValue={{ from: 10, to: null }}
        onRangeValueChange={onRangeValueChange}
      />
    );
    await hydrateAfter(group, () => undefined);
    expect(onRangeValueChange).not.toHaveBeenCalled();
    await hydrateAfter(group, (root) => {
      root.querySelectorAll('input')[1]!.value = '40';
    });
    expect(onRangeValueChange).toHaveBeenCalledTimes(1);
    expect(onRangeValueChange).toHaveBeenCalledWith({ from: 10, to: 40 });
  });
});
