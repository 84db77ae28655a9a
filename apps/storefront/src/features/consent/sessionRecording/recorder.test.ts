// @vitest-environment happy-dom
import type { ApolloClient } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { RECORDER_OPTIONS, startSessionRecording, type LogRocketApi } from './recorder';
import {
  isSessionActive,
  parseSession,
  RECORDING_SESSION_KEY,
  SESSION_INACTIVITY_MS,
  touchSession,
} from './rules';

const T0 = Date.UTC(2026, 10, 26, 12);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recorded session rules (spec §4: a new session after 30 minutes inactivity)', () => {
  const session = { id: 's1', appId: 'shop/app', lastActivity: T0 };
  it('runs until 30 minutes without activity; each activity moves the mark', () => {
    expect(isSessionActive(null, T0)).toBe(false);
    expect(isSessionActive(session, T0 + SESSION_INACTIVITY_MS - 1)).toBe(true);
    expect(isSessionActive(session, T0 + SESSION_INACTIVITY_MS)).toBe(false);
    const touched = touchSession(session, T0 + 29 * 60_000);
    expect(isSessionActive(touched, T0 + 58 * 60_000)).toBe(true);
    expect(touched.id).toBe('s1');
  });
  it('reads back only a well-formed session', () => {
    expect(parseSession(JSON.stringify(session))).toEqual(session);
    for (const bad of [null, '', '{', '{"id":1}']) expect(parseSession(bad)).toBeNull();
  });
});

function fakes(canTrack = true) {
  const calls: string[] = [];
  let n = 0;
  const apollo = {
    query: async () => {
      calls.push('getLogRocketTracking');
      return { data: { logRocketTracking: { can_track: canTrack } } };
    },
    mutate: async (o: { context?: { skipQueue?: boolean } }) => {
      calls.push(`trackLogRocketRecording${o.context?.skipQueue ? ' (skipQueue)' : ''}`);
      return { data: { trackLogRocketRecording: { pixelID: 'shop/app', eventId: `rec-${++n}` } } };
    },
  } as unknown as ApolloClient;
  const stored = new Map<string, string>();
  const storage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  const recorder: unknown[][] = [];
  const host = window as Window & { LogRocket?: LogRocketApi };
  host.LogRocket = {
    init: (...args: unknown[]) => void recorder.push(['init', ...args]),
    startNewSession: () => void recorder.push(['startNewSession']),
  };
  document.head.querySelectorAll('script[data-recorder]').forEach((s) => s.remove());
  return { apollo, calls, stored, storage, recorder, host };
}

describe('startSessionRecording', () => {
  it('asks, records the session server side, loads the script; 30 minutes idle then activity: a new session', async () => {
    const f = fakes();
    let now = T0;
    const stop = startSessionRecording({ ...f, scriptUrl: 'https://rec.test/lr.js', now: () => now });
    await flush();
    expect(f.calls).toEqual(['getLogRocketTracking', 'trackLogRocketRecording (skipQueue)']);
    const script = document.head.querySelector<HTMLScriptElement>('script[data-recorder="logrocket"]')!;
    expect(script.getAttribute('src')).toBe('https://rec.test/lr.js');
    script.onload?.(new Event('load'));
    expect(f.recorder).toEqual([['init', 'shop/app', RECORDER_OPTIONS]]);
    expect(parseSession(f.stored.get(RECORDING_SESSION_KEY)!)).toEqual({
      id: 'rec-1',
      appId: 'shop/app',
      lastActivity: T0,
    });

    // Activity within 30 minutes keeps the session (nothing asked); 30 idle minutes end it.
    now = T0 + 20 * 60_000;
    window.dispatchEvent(new Event('keydown'));
    now = T0 + 49 * 60_000;
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(f.calls).toHaveLength(2);
    now = T0 + 49 * 60_000 + SESSION_INACTIVITY_MS;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(f.calls).toEqual([
      'getLogRocketTracking',
      'trackLogRocketRecording (skipQueue)',
      'getLogRocketTracking',
      'trackLogRocketRecording (skipQueue)',
    ]);
    expect(f.recorder.at(-1)).toEqual(['startNewSession']);
    expect(document.head.querySelectorAll('script[data-recorder]')).toHaveLength(1);
    expect(parseSession(f.stored.get(RECORDING_SESSION_KEY)!)?.id).toBe('rec-2');
    stop();
  });

  it('a page loaded within 30 minutes goes on with the stored session without asking again', async () => {
    const f = fakes();
    f.stored.set(RECORDING_SESSION_KEY, JSON.stringify({ id: 'rec-9', appId: 'shop/app', lastActivity: T0 }));
    const stop = startSessionRecording({
      ...f,
      scriptUrl: 'https://rec.test/lr.js',
      now: () => T0 + 29 * 60_000,
    });
    await flush();
    expect(f.calls).toEqual([]);
    expect(document.head.querySelectorAll('script[data-recorder]')).toHaveLength(1);
    stop();
  });

  it('no room (can_track false): nothing recorded, no script, not asked again until the next session', async () => {
    const f = fakes(false);
    let now = T0;
    const stop = startSessionRecording({ ...f, scriptUrl: 'https://rec.test/lr.js', now: () => now });
    await flush();
    expect(f.calls).toEqual(['getLogRocketTracking']);
    expect(document.head.querySelectorAll('script[data-recorder]')).toHaveLength(0);
    expect(parseSession(f.stored.get(RECORDING_SESSION_KEY)!)).toEqual({
      id: '',
      appId: '',
      lastActivity: T0,
    });
    now = T0 + 60_000;
    window.dispatchEvent(new Event('mousemove'));
    await flush();
    expect(f.calls).toHaveLength(1);
    now = T0 + 60_000 + SESSION_INACTIVITY_MS;
    window.dispatchEvent(new Event('mousemove'));
    await flush();
    expect(f.calls).toEqual(['getLogRocketTracking', 'getLogRocketTracking']);
    stop();
  });

  it('a failing API is swallowed', async () => {
    const f = fakes();
    const apollo = { query: () => Promise.reject(new Error('down')) } as unknown as ApolloClient;
    const stop = startSessionRecording({ ...f, apollo, scriptUrl: 'https://rec.test/lr.js', now: () => T0 });
    await flush();
    expect(document.head.querySelectorAll('script[data-recorder]')).toHaveLength(0);
    stop();
  });
});
