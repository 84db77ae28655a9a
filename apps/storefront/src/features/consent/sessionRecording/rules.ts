/**
 * Session recording's session (spec §4: "Session recording starts a new session after 30 minutes
 * inactivity"; §7 getLogRocketTracking (can_track), trackLogRocketRecording). The browser keeps the
 * recorded session's id, the recorder's app id and the time of the shopper's last activity; a page
 * loaded or an activity after 30 minutes without any starts a new session. Pure rules.
 */
export const RECORDING_SESSION_KEY = 'session_recording';
/** Spec §4: 30 minutes of inactivity end a recorded session. */
export const SESSION_INACTIVITY_MS = 30 * 60 * 1000;

export interface RecordingSession {
  /** The server's id of the recorded session (trackLogRocketRecording's eventId). */
  id: string;
  /** The recorder's app id (trackLogRocketRecording's pixelID). */
  appId: string;
  /** The shopper's last activity (ms since the epoch). */
  lastActivity: number;
}

/** Whether the stored session still runs at `now`: less than 30 minutes since the last activity. */
export function isSessionActive(session: RecordingSession | null, now: number): session is RecordingSession {
  return (
    session !== null && now >= session.lastActivity && now - session.lastActivity < SESSION_INACTIVITY_MS
  );
}

/** The session after an activity at `now` (its id unchanged). */
export function touchSession(session: RecordingSession, now: number): RecordingSession {
  return { ...session, lastActivity: Math.max(session.lastActivity, now) };
}

export function parseSession(raw: string | null): RecordingSession | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Record<string, unknown>;
    return typeof s.id === 'string' && typeof s.appId === 'string' && typeof s.lastActivity === 'number'
      ? { id: s.id, appId: s.appId, lastActivity: s.lastActivity }
      : null;
  } catch {
    return null;
  }
}
