/** Spec §3 "Birthday: day, month, year": the three fields as the API's `date_of_birth` (YYYY-MM-DD). */
export interface BirthdayFields {
  day: string;
  month: string;
  year: string;
}

export type BirthdayProblem = 'required' | 'invalid' | 'future';

/** The date the fields name, or why they name none (`today` as YYYY-MM-DD decides "in the future"). */
export function birthdayDate(
  fields: BirthdayFields,
  today: string,
): { date: string } | { problem: BirthdayProblem } {
  const [day, month, year] = [fields.day.trim(), fields.month.trim(), fields.year.trim()];
  if (!day || !month || !year) return { problem: 'required' };
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year))
    return { problem: 'invalid' };
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d)
    return { problem: 'invalid' };
  const date = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return date > today ? { problem: 'future' } : { date };
}

/** The API's YYYY-MM-DD as the three fields (empty when there is none). */
export function birthdayFields(date: string | null | undefined): BirthdayFields {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m
    ? { day: String(Number(m[3])), month: String(Number(m[2])), year: m[1]! }
    : { day: '', month: '', year: '' };
}
