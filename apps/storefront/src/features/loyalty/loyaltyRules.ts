import type { IntlShape } from 'react-intl';

/** An API date ("YYYY-MM-DD HH:MM:SS" in UTC, or "YYYY-MM-DD") as a Date. */
export function historyDate(value: string): Date {
  return new Date(value.length <= 10 ? `${value}T00:00:00Z` : `${value.replace(' ', 'T')}Z`);
}

/** A balance change with its sign: "+144", "−129" (the locale's minus). */
export function pointsChange(intl: Pick<IntlShape, 'formatNumber'>, change: number): string {
  return intl.formatNumber(change, { signDisplay: 'exceptZero' });
}
