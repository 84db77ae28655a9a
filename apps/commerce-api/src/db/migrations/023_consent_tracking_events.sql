-- Tracking events recorded server side (issue 15; spec §7 "Tracking mutations return pixelID and
-- eventId"): each fb*/tikTok* mutation stores the event under a fresh event id, which the browser's
-- pixel sends too, so a conversions API forwarding these rows and the pixel deduplicate. Only what
-- the event names is kept (product SKUs, quantities, order numbers, search text, page path) — no
-- customer, address or token. Plain SQL that runs unchanged on PGlite and PostgreSQL.
CREATE TABLE tracking_event (
  event_id text PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('facebook', 'tiktok')),
  event_name text NOT NULL,
  store_id integer NOT NULL,
  pixel_id text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_event_created_idx ON tracking_event (created_at);
