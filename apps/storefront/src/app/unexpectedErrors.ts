import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ToastInput } from '@shop/ui';
import { showToast } from '../platform/toasts';

/** Spec §9: the unexpected-error toast stays 15 s. */
export const UNEXPECTED_TOAST_MS = 15_000;
/** One toast for unexpected errors: a burst of them updates it instead of stacking toasts. */
export const UNEXPECTED_TOAST_ID = 'unexpected-error';

/** 8 hex characters a shopper can read out to support; the same id goes to the console. */
export function newDebugId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return [...random(new Uint8Array(4))].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join('');
}

/**
 * Spec §4/§8: "Sorry! An unexpected error occurred" with a debug id and the location (the page's
 * path), as a 15 s error toast. `text` is the store's translation of `error.unexpected`.
 */
export function unexpectedErrorToast(
  debugId: string,
  location: string,
  text: (values: { debugId: string; location: string }) => string,
): ToastInput {
  return {
    id: UNEXPECTED_TOAST_ID,
    type: 'error',
    message: text({ debugId, location }),
    timeout: UNEXPECTED_TOAST_MS,
    dismissable: true,
  };
}

/**
 * Errors nobody handled are worth a toast; these are not: a cross-origin script's opaque "Script
 * error." (a third-party tag, no details to act on) and a request the app cancelled itself.
 */
export function isReportable(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  return true;
}

const ENGLISH = 'Sorry! An unexpected error occurred. Debug id {debugId}, at {location}';

/**
 * The store's `error.unexpected` (pre-parsed ICU, as the page brings it) with its two values. Only
 * text and plain arguments occur in it; anything else falls back to the spec's English text. The
 * page needs no ICU formatter for one message that React's tree is not there to show.
 */
export function unexpectedErrorText(
  parsed: MessageFormatElement[] | undefined,
): (values: { debugId: string; location: string }) => string {
  return (values) => {
    const lookup = (name: string) => (name === 'debugId' || name === 'location' ? values[name] : null);
    const parts = (parsed ?? []).map((element) =>
      element.type === 0 ? element.value : element.type === 1 ? lookup(element.value) : null,
    );
    if (parsed?.length && parts.every((p) => p !== null)) return parts.join('');
    return ENGLISH.replace('{debugId}', values.debugId).replace('{location}', values.location);
  };
}

export interface UnexpectedErrorDeps {
  location: string;
  text: (values: { debugId: string; location: string }) => string;
  show: (toast: ToastInput) => void;
  log?: (message: string, error: unknown) => void;
  debugId?: () => string;
}

/**
 * An error nobody handled (window `error`, `unhandledrejection`): logged to the console with a
 * debug id, and the toast with the same id. Loaded only when such an error happens.
 */
export function reportUnexpectedError(error: unknown, deps: UnexpectedErrorDeps): string | null {
  if (!isReportable(error)) return null;
  const debugId = (deps.debugId ?? newDebugId)();
  (deps.log ?? ((message, e) => console.error(message, e)))(
    `[storefront] unexpected error ${debugId} at ${deps.location}`,
    error,
  );
  deps.show(unexpectedErrorToast(debugId, deps.location, deps.text));
  return debugId;
}

/**
 * The browser's reporter: `entry.client.tsx` loads this module (one chunk) with the first such
 * error. `serverDebugId`: the API's id of an unexpected server error (its log line has it), which
 * the toast then shows instead of a new one.
 */
export function reportInBrowser(
  error: unknown,
  location: string,
  message: MessageFormatElement[] | undefined,
  serverDebugId?: unknown,
): string | null {
  // Only an id of the API's form is shown as the server's; anything else gets one of our own.
  const fromServer =
    typeof serverDebugId === 'string' && /^[0-9A-F]{8}$/.test(serverDebugId) ? serverDebugId : null;
  const debugId = reportUnexpectedError(error, {
    location,
    text: unexpectedErrorText(message),
    show: showToast,
    ...(fromServer ? { debugId: () => fromServer } : {}),
  });
  // The server reported its own errors; the browser's go to the error service (when configured).
  // (Its own chunk, loaded here: a shared one would be named in the first download.)
  if (debugId && !fromServer)
    void import('../platform/errorReporting').then((m) => m.reportToErrorService(error, debugId));
  return debugId;
}
