/** Spec §4 / §9: a filter group lists 10 items before "Show More". */
export const filterVisibleLimit = 10;

/** Spec §4: a group opens when any of its items is selected. */
export function filterGroupStartsOpen(selected: readonly string[]): boolean {
  return selected.length > 0;
}

/** The items to show: the first `limit`, or all when expanded. Selected items beyond the limit stay visible. */
export function visibleFilterItems<T extends { value: string }>(
  items: readonly T[],
  {
    expanded,
    selected = [],
    limit = filterVisibleLimit,
  }: { expanded: boolean; selected?: readonly string[]; limit?: number },
): { items: T[]; hidden: number } {
  if (expanded || items.length <= limit) return { items: [...items], hidden: 0 };
  const shown = items.filter((item, i) => i < limit || selected.includes(item.value));
  return { items: shown, hidden: items.length - shown.length };
}
