import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/client.js';

/**
 * Lookups that answer "yes" to a right guess — a gift card code's balance, applying a code, a guest
 * order by number, e-mail and last name — are throttled per client address: after `failures`
 * misses within `windowMinutes` every further attempt from that address is refused with 429, the
 * right guess included, so guessing gets nothing. Misses are counted in the database
 * (`lookup_failure`), so several API processes share the count. Guest newsletter subscriptions
 * (`newsletter`) count every subscription that sent a mail, not misses: each one mails any address.
 */
export type LookupBucket = 'gift_card' | 'guest_order' | 'newsletter';

export interface LookupThrottle {
  failures: number;
  windowMinutes: number;
}

const envInt = (name: string, fallback: number): number => {
  const v = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export function lookupThrottleFromEnv(): LookupThrottle {
  return { failures: envInt('LOOKUP_FAILURES', 10), windowMinutes: envInt('LOOKUP_WINDOW_MINUTES', 15) };
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

function tooManyAttempts(windowMinutes: number): GraphQLError {
  return new GraphQLError(TOO_MANY_ATTEMPTS, {
    extensions: {
      category: 'graphql-input',
      http: { status: 429, headers: { 'Retry-After': String(windowMinutes * 60) } },
    },
  });
}

/** Refuses the attempt when the address has missed too often lately. */
export async function checkLookupThrottle(
  db: Queryable,
  bucket: LookupBucket,
  address: string,
  throttle: LookupThrottle,
): Promise<void> {
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM lookup_failure
      WHERE bucket = $1 AND address = $2 AND failed_at > now() - make_interval(mins => $3::int)`,
    [bucket, address, throttle.windowMinutes],
  );
  if (Number(row?.n ?? 0) >= throttle.failures) throw tooManyAttempts(throttle.windowMinutes);
}

/** Counts a miss (and forgets misses older than a day). */
export async function recordLookupFailure(
  db: Queryable,
  bucket: LookupBucket,
  address: string,
): Promise<void> {
  await db.query('INSERT INTO lookup_failure (bucket, address) VALUES ($1, $2)', [bucket, address]);
  await db.query("DELETE FROM lookup_failure WHERE failed_at < now() - interval '1 day'");
}

/**
 * Runs a lookup under the throttle: refused when over the limit, and a miss (the error `isMiss`
 * recognises) is counted before it is passed on.
 */
export async function throttledLookup<T>(
  db: Queryable,
  bucket: LookupBucket,
  address: string,
  throttle: LookupThrottle,
  lookup: () => Promise<T>,
  isMiss: (error: unknown) => boolean,
): Promise<T> {
  await checkLookupThrottle(db, bucket, address, throttle);
  try {
    return await lookup();
  } catch (error) {
    if (isMiss(error)) await recordLookupFailure(db, bucket, address);
    throw error;
  }
}
