import type { ApolloClient } from '@apollo/client';
import { GetLogRocketTrackingDocument } from './__generated__/getLogRocketTracking';
import { TrackLogRocketRecordingDocument } from './__generated__/TrackLogRocketRecording';
import {
  isSessionActive,
  parseSession,
  RECORDING_SESSION_KEY,
  touchSession,
  type RecordingSession,
} from './rules';

/** What LogRocket's script defines on `window` (the calls the shop makes). */
export interface LogRocketApi {
  init(appId: string, options?: Record<string, unknown>): void;
  startNewSession?(): void;
}

export interface RecorderDeps {
  apollo: ApolloClient;
  /** The recorder's script (`VITE_LOGROCKET_SCRIPT_URL`). */
  scriptUrl: string;
  host: Window & { LogRocket?: LogRocketApi };
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
}

/** The shopper's activity that keeps a recorded session going (spec §4, 30 minutes). */
const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;
/** Activity is written down at most this often. */
const TOUCH_EVERY_MS = 5000;

/**
 * Privacy: inputs are masked and network traffic (API bodies, bearer tokens) is never recorded.
 * `LogRocket.init` options as LogRocket documents them.
 */
export const RECORDER_OPTIONS = { dom: { inputSanitizer: true }, network: { isEnabled: false } };

/**
 * Session recording (spec §7 the third party "session recording", getLogRocketTracking (can_track),
 * trackLogRocketRecording; §4 a new session after 30 minutes inactivity), started only with
 * analytics consent (spec §6). A session still running (activity within 30 minutes, in this
 * browser) goes on without asking again; otherwise the API is asked whether a session may be
 * recorded, the started session is recorded server side, and LogRocket's script — from the
 * configured URL, after the page is interactive, never on its critical path — records under the
 * app id the API names. Activity after 30 minutes without any starts a new session the same way.
 * Every failure (API, script) is swallowed: the shop works without the recorder (spec §8).
 * Returns the stop function (listeners removed; a loaded recorder cannot be unloaded).
 */
export function startSessionRecording(deps: RecorderDeps): () => void {
  const { host, storage } = deps;
  let session: RecordingSession | null = null;
  try {
    session = parseSession(storage.getItem(RECORDING_SESSION_KEY));
  } catch {
    session = null;
  }
  let stopped = false;
  let starting: Promise<void> | null = null;
  let loadedFor: string | null = null;
  let lastWrite = 0;

  const save = () => {
    try {
      if (session) storage.setItem(RECORDING_SESSION_KEY, JSON.stringify(session));
    } catch {
      // Storage may be unavailable (private mode): the session then lasts this page only.
    }
  };

  const record = (appId: string, fresh: boolean) => {
    if (!appId) return; // a session the API did not allow to record
    if (loadedFor === appId) {
      if (fresh) host.LogRocket?.startNewSession?.();
      return;
    }
    loadedFor = appId;
    const script = host.document.createElement('script');
    script.async = true;
    script.src = deps.scriptUrl;
    script.crossOrigin = 'anonymous';
    script.dataset.recorder = 'logrocket';
    script.onload = () => {
      try {
        if (!stopped) host.LogRocket?.init(appId, RECORDER_OPTIONS);
      } catch {
        // Spec §8: tracking errors are swallowed.
      }
    };
    host.document.head.append(script);
  };

  /**
   * A session the shop does not record (no room, no recorder app, or the API failed): kept like a
   * recorded one, so the API is asked again only for the next session, not at every activity.
   */
  const notRecorded = () => {
    session = { id: '', appId: '', lastActivity: deps.now() };
    lastWrite = session.lastActivity;
    save();
  };

  /** Asks the API for room, records the session server side, then records it in the browser. */
  const startNew = () =>
    (starting ??= (async () => {
      try {
        const allowed = await deps.apollo.query({
          query: GetLogRocketTrackingDocument,
          fetchPolicy: 'no-cache',
        });
        if (stopped) return;
        if (!allowed.data?.logRocketTracking.can_track) return notRecorded();
        const tracked = await deps.apollo.mutate({
          mutation: TrackLogRocketRecordingDocument,
          context: { skipQueue: true },
        });
        const answer = tracked.data?.trackLogRocketRecording;
        if (stopped) return;
        if (!answer?.pixelID) return notRecorded();
        session = { id: answer.eventId, appId: answer.pixelID, lastActivity: deps.now() };
        lastWrite = session.lastActivity;
        save();
        record(answer.pixelID, true);
      } catch {
        // Spec §8: tracking errors are swallowed; the session goes unrecorded.
        if (!stopped) notRecorded();
      } finally {
        starting = null;
      }
    })());

  const onActivity = () => {
    const now = deps.now();
    if (!isSessionActive(session, now)) {
      void startNew();
      return;
    }
    session = touchSession(session, now);
    if (now - lastWrite >= TOUCH_EVERY_MS) {
      lastWrite = now;
      save();
    }
  };

  const now = deps.now();
  if (isSessionActive(session, now)) {
    session = touchSession(session, now);
    lastWrite = now;
    save();
    record(session.appId, false);
  } else {
    void startNew();
  }
  for (const type of ACTIVITY) host.addEventListener(type, onActivity, { passive: true, capture: true });
  return () => {
    stopped = true;
    for (const type of ACTIVITY) host.removeEventListener(type, onActivity, { capture: true });
  };
}
