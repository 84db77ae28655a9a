/**
 * The API's clock: real time, or a fixed one a test gives `createCommerceApi({ clock })` (birthday
 * offers, promotion validity). Dates are taken in a store view's time zone.
 */
let override: (() => Date) | null = null;

export function setClock(clock: (() => Date) | null): void {
  override = clock;
}

export function now(): Date {
  return override ? override() : new Date();
}

/** The calendar date (YYYY-MM-DD) at `at` in an IANA time zone. */
export function dateIn(timeZone: string, at: Date = now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}
