import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { inputError } from './errors.js';

/**
 * Session recording's allowance (issue 15; spec §7 getLogRocketTracking (can_track) and
 * trackLogRocketRecording). `LOGROCKET_SESSION_LIMIT` is the number of sessions the shop may
 * record per calendar month (UTC), all store views together: unset or empty means no limit, `0`
 * switches recording off. `LOGROCKET_APP_ID` names the recorder's app (answered as pixelID).
 */
export function sessionRecordingLimit(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.LOGROCKET_SESSION_LIMIT?.trim();
  if (!raw) return null;
  const limit = Number(raw);
  return Number.isInteger(limit) && limit >= 0 ? limit : 0;
}

export function logRocketAppId(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.LOGROCKET_APP_ID?.trim();
  return value && /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

/** The start of the calendar month (UTC) that `now` falls in. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function recordedThisMonth(db: Db, now: Date): Promise<number> {
  const r = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM session_recording WHERE created_at >= $1',
    [monthStart(now).toISOString()],
  );
  return Number(r[0]?.n ?? 0);
}

/** can_track: true while a recorder app is configured and this month's sessions are under the limit. */
export async function canTrackSession(
  db: Db,
  now = new Date(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  // Without a recorder app there is nothing to record with.
  if (!logRocketAppId(env)) return false;
  const limit = sessionRecordingLimit(env);
  if (limit === null) return true;
  if (limit === 0) return false;
  return (await recordedThisMonth(db, now)) < limit;
}

export const SESSION_LIMIT_REACHED = 'The session recording limit for this month is reached.';

/** Records one started session; refused once the month's allowance is used up. */
export async function recordSession(
  db: Db,
  storeId: number,
  now = new Date(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ pixelID: string | null; eventId: string }> {
  if (!(await canTrackSession(db, now, env))) throw inputError(SESSION_LIMIT_REACHED);
  const eventId = randomUUID();
  await db.query('INSERT INTO session_recording (recording_id, store_id, created_at) VALUES ($1, $2, $3)', [
    eventId,
    storeId,
    now.toISOString(),
  ]);
  return { pixelID: logRocketAppId(env), eventId };
}
