-- Session recordings counted server side (issue 15; spec §7 "getLogRocketTracking (can_track)" and
-- "trackLogRocketRecording"): the storefront asks whether it may record a session, starts the
-- recorder, then records that a session was started. Counting them here lets the shop stop new
-- recordings once the month's allowance (LOGROCKET_SESSION_LIMIT) is used up. Nothing about the
-- shopper is kept: an id, the store view and the time. Plain SQL for PGlite and PostgreSQL.
CREATE TABLE session_recording (
  recording_id text PRIMARY KEY,
  store_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_recording_created_idx ON session_recording (created_at);
