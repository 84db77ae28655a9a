import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canTrackSession,
  monthStart,
  recordSession,
  sessionRecordingLimit,
} from '../src/domain/session-recording.js';
import { startApi, type TestApi } from './helpers.js';

/** Issue 15, spec §7: getLogRocketTracking (can_track) and trackLogRocketRecording. */
let t: TestApi;
const saved = { limit: process.env.LOGROCKET_SESSION_LIMIT, app: process.env.LOGROCKET_APP_ID };
beforeAll(async () => {
  process.env.LOGROCKET_SESSION_LIMIT = '2';
  process.env.LOGROCKET_APP_ID = 'shop/storefront';
  t = await startApi();
});
afterAll(async () => {
  for (const [name, value] of [
    ['LOGROCKET_SESSION_LIMIT', saved.limit],
    ['LOGROCKET_APP_ID', saved.app],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await t?.cleanup();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Track = { trackLogRocketRecording: { pixelID: string | null; eventId: string } };
const canTrack = async () =>
  (
    await t.gql<{ logRocketTracking: { can_track: boolean } }>(
      'query getLogRocketTracking { logRocketTracking { can_track } }',
    )
  ).body.data?.logRocketTracking.can_track;

describe('session recording allowance', () => {
  it('records each started session server side until the month allowance is used up', async () => {
    expect(await canTrack()).toBe(true);
    const first = await t.gql<Track>('mutation { trackLogRocketRecording { pixelID eventId } }', {}, 'de');
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.trackLogRocketRecording.pixelID).toBe('shop/storefront');
    expect(first.body.data?.trackLogRocketRecording.eventId).toMatch(UUID);
    const stored = await t.api.db.query<{ recording_id: string; store_id: number }>(
      'SELECT recording_id, store_id FROM session_recording',
    );
    expect(stored).toEqual([{ recording_id: first.body.data!.trackLogRocketRecording.eventId, store_id: 6 }]);
    expect(await canTrack()).toBe(true);
    await t.gql<Track>('mutation { trackLogRocketRecording { eventId } }');
    expect(await canTrack()).toBe(false);
    const refused = await t.gql<Track>('mutation { trackLogRocketRecording { eventId } }');
    expect(refused.body.errors?.[0]?.message).toBe('The session recording limit for this month is reached.');
    expect(refused.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const count = await t.api.db.query<{ n: string | number }>('SELECT count(*) AS n FROM session_recording');
    expect(Number(count[0]!.n)).toBe(2);
  });

  it('is never answered from the cache nor marked cacheable', async () => {
    const query = encodeURIComponent('query getLogRocketTracking { logRocketTracking { can_track } }');
    const r = await t.api.fetch(new Request(`http://shop.test/graphql?query=${query}`));
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('counts only this calendar month (UTC), and the limit reads as the spec configuration says', async () => {
    const db = t.api.db;
    const nextMonth = new Date(Date.UTC(2099, 0, 1, 0, 0, 1));
    expect(monthStart(new Date('2026-11-26T19:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const env = { LOGROCKET_SESSION_LIMIT: '2', LOGROCKET_APP_ID: 'shop/storefront' };
    expect(await canTrackSession(db, nextMonth, env)).toBe(true);
    await recordSession(db, 1, nextMonth, env);
    await recordSession(db, 1, nextMonth, env);
    await expect(recordSession(db, 1, nextMonth, env)).rejects.toThrow('limit');
    expect(sessionRecordingLimit({})).toBeNull();
    expect(sessionRecordingLimit({ LOGROCKET_SESSION_LIMIT: '' })).toBeNull();
    expect(sessionRecordingLimit({ LOGROCKET_SESSION_LIMIT: '0' })).toBe(0);
    expect(sessionRecordingLimit({ LOGROCKET_SESSION_LIMIT: 'lots' })).toBe(0);
    const app = { LOGROCKET_APP_ID: 'shop/storefront' };
    expect(await canTrackSession(db, nextMonth, app)).toBe(true);
    expect(await canTrackSession(db, nextMonth, { ...app, LOGROCKET_SESSION_LIMIT: '0' })).toBe(false);
    // No recorder app configured: nothing to record with.
    expect(await canTrackSession(db, nextMonth, {})).toBe(false);
  });
});
