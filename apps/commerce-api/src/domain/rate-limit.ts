import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/client.js';
import { phrase } from '../i18n/scope.js';

/**
 * Per-client-address limits on the requests that cost the shop something or reach a person: new
 * accounts, password-reset e-mails, newsletter sign-ups, reviews, blog comments, contact and
 * business forms, new carts. Over the limit the request is refused with 429 and Magento-style
 * readable text; nothing is done. (Sign-in has its own failure-counting throttle in
 * domain/customer.ts, and secret lookups theirs in domain/lookup-throttle.ts.) Hits are rows in
 * `rate_limit_hit`, so several API processes on one PostgreSQL server share the count.
 */
export type RateBucket =
  'create_account' | 'password_reset' | 'newsletter' | 'review' | 'comment' | 'form' | 'cart_create';

export interface RateLimit {
  /** Requests allowed per address within the window. */
  max: number;
  windowMinutes: number;
}

/**
 * The defaults: generous for a person, small for a script. `RATE_LIMIT_FACTOR` multiplies every
 * `max` (a shop behind one egress address, or a test suite whose many shoppers share 127.0.0.1);
 * `RATE_LIMIT_<BUCKET>` (for example `RATE_LIMIT_CART_CREATE=600/1`) sets one as max/minutes.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateBucket, RateLimit>> = {
  create_account: { max: 10, windowMinutes: 60 },
  password_reset: { max: 5, windowMinutes: 15 },
  newsletter: { max: 10, windowMinutes: 60 },
  review: { max: 10, windowMinutes: 60 },
  comment: { max: 20, windowMinutes: 60 },
  form: { max: 10, windowMinutes: 60 },
  cart_create: { max: 120, windowMinutes: 1 },
};

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/** A 429 answer with the text and when to try again (shared with the lookup throttle). */
export function tooMany(message: string, windowMinutes: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      category: 'graphql-input',
      http: { status: 429, headers: { 'Retry-After': String(windowMinutes * 60) } },
    },
  });
}

export function rateLimitsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Readonly<Record<RateBucket, RateLimit>> {
  const factor = Number(env.RATE_LIMIT_FACTOR ?? '');
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const limits = {} as Record<RateBucket, RateLimit>;
  for (const [bucket, base] of Object.entries(DEFAULT_RATE_LIMITS) as [RateBucket, RateLimit][]) {
    const own = /^(\d+)\/(\d+)$/.exec(env[`RATE_LIMIT_${bucket.toUpperCase()}`] ?? '');
    limits[bucket] = own
      ? { max: Number(own[1]), windowMinutes: Math.max(1, Number(own[2])) }
      : { max: Math.max(1, Math.round(base.max * scale)), windowMinutes: base.windowMinutes };
  }
  return limits;
}

/**
 * Counts this request against the address's limit, or refuses it (429, `Retry-After`) when the
 * address has used the limit up. A refused request is not counted. Old hits are forgotten now and
 * then (one in 50 calls), so the table stays small without a job.
 */
export async function takeRateLimit(
  db: Queryable,
  bucket: RateBucket,
  address: string,
  limit: RateLimit,
): Promise<void> {
  const [row] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM rate_limit_hit
      WHERE bucket = $1 AND address = $2 AND hit_at > now() - make_interval(mins => $3::int)`,
    [bucket, address, limit.windowMinutes],
  );
  if (Number(row?.n ?? 0) >= limit.max) throw tooMany(phrase(TOO_MANY_REQUESTS), limit.windowMinutes);
  await db.query('INSERT INTO rate_limit_hit (bucket, address) VALUES ($1, $2)', [bucket, address]);
  if (Math.random() < 0.02)
    await db.query("DELETE FROM rate_limit_hit WHERE hit_at < now() - interval '1 day'");
}
