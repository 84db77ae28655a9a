/** Lower-case, without accents, single spaces: "Ålesund " and "alesund" compare equal. */
export function normaliseLabel(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Spec §4 "Select field": a typed filter hides options whose label does not contain the query and
 * puts prefix matches first. Within a tier the original order stays; a match at the start of a
 * later word ("United Kingdom" for "king") ranks between the two.
 */
export function filterOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const q = normaliseLabel(query);
  if (!q) return [...options];
  const tiers: [T[], T[], T[]] = [[], [], []];
  for (const option of options) {
    const label = normaliseLabel(option.label);
    const at = label.indexOf(q);
    if (at < 0) continue;
    if (at === 0) tiers[0].push(option);
    else if (/[\s\-(/]/.test(label[at - 1] ?? '')) tiers[1].push(option);
    else tiers[2].push(option);
  }
  return tiers.flat();
}
