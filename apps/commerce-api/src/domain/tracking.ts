import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { inputError } from './errors.js';

/**
 * Server-side tracking events (issue 15; spec §7: "Tracking mutations return pixelID and
 * eventId"). Each event gets a fresh id, is stored, and the id goes back to the browser, whose
 * pixel sends the same id so that the pixel's event and the server's deduplicate.
 */
export type TrackingProvider = 'facebook' | 'tiktok';

/** Pixel ids by provider: `FB_PIXEL_ID` and `TIKTOK_PIXEL_ID` (none configured: null). */
export function pixelIdFor(provider: TrackingProvider, env: NodeJS.ProcessEnv = process.env): string | null {
  const value = (provider === 'facebook' ? env.FB_PIXEL_ID : env.TIKTOK_PIXEL_ID)?.trim();
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}

const MAX_TEXT = 255;

/** A required short text argument: trimmed, not empty, at most 255 characters. */
export function trackingText(name: string, value: string): string {
  const text = value.trim();
  if (!text) throw inputError(`"${name}" is required.`);
  if (text.length > MAX_TEXT) throw inputError(`"${name}" is too long.`);
  return text;
}

/** A quantity: a positive finite number. */
export function trackingQuantity(value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw inputError('"quantity" must be a positive number.');
  return value;
}

/** Spec §7 "tikTokAddToCart (quantity as string)": a whole or decimal number written as text. */
export function tikTokQuantity(value: string): number {
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(value.trim()))
    throw inputError('"quantity" must be a number written as a string, for example "2".');
  return trackingQuantity(Number(value));
}

/** A page address: only its path is kept (no query string, which may carry personal data). */
export function trackingPath(url: string): string {
  const text = trackingText('url', url);
  try {
    return new URL(text, 'http://shop.invalid').pathname;
  } catch {
    throw inputError('"url" is not a valid address.');
  }
}

export async function recordTrackingEvent(
  db: Db,
  event: { provider: TrackingProvider; name: string; storeId: number; payload: Record<string, unknown> },
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ pixelID: string | null; eventId: string }> {
  const eventId = randomUUID();
  const pixelID = pixelIdFor(event.provider, env);
  await db.query(
    `INSERT INTO tracking_event (event_id, provider, event_name, store_id, pixel_id, payload)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [eventId, event.provider, event.name, event.storeId, pixelID, JSON.stringify(event.payload)],
  );
  return { pixelID, eventId };
}
