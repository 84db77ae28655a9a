export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pages to show: always the first and last, `siblings` either side of the current one, and an
 * ellipsis for each gap of two or more pages (a gap of one shows the page itself, so the count of
 * items stays constant while paging: 2 × siblings + 5 once there are that many pages).
 */
export function paginationItems(current: number, total: number, siblings = 1): PageItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const slots = siblings * 2 + 5;
  const range = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'page', page: from + i }));
  if (count <= slots) return range(1, count);

  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, count);
  const showStart = left > 3;
  const showEnd = right < count - 2;
  if (!showStart) return [...range(1, slots - 2), { type: 'ellipsis', key: 'end' }, ...range(count, count)];
  if (!showEnd)
    return [...range(1, 1), { type: 'ellipsis', key: 'start' }, ...range(count - (slots - 3), count)];
  return [
    ...range(1, 1),
    { type: 'ellipsis', key: 'start' },
    ...range(left, right),
    { type: 'ellipsis', key: 'end' },
    ...range(count, count),
  ];
}
