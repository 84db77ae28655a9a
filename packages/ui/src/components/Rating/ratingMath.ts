/** Spec §3: review hints for 1 to 5 stars. */
export const ratingHints = [
  "I don't like it",
  'Not too good',
  'Average',
  "I'm pretty satisfied",
  'Amazing',
] as const;

/** Spec §9: rating 1 to 5. */
export const ratingMax = 5;

/** Average out of 5 from Magento's 0–100 `rating_summary`, to one decimal. */
export function ratingFromSummary(summary: number | null | undefined): number {
  if (typeof summary !== 'number' || !Number.isFinite(summary)) return 0;
  const clamped = Math.min(100, Math.max(0, summary));
  return Math.round((clamped / 100) * ratingMax * 10) / 10;
}

/** Fill (0–100 %) of star `index` (0-based) for a rating value, for partial stars. */
export function starFill(value: number, index: number): number {
  return Math.round(Math.min(1, Math.max(0, value - index)) * 100);
}
