/** 8 hex characters, as the API and the toast make them. */
const DEBUG_ID = /^[0-9A-F]{8}$/;

function newDebugId(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))]
    .map((b) => b.toString(16).padStart(2, '0').toUpperCase())
    .join('');
}

/**
 * The debug id of a route's error: the one the server rendering gave it (`debugId`, logged with
 * the error), else an unexpected API error's `extensions.debug_id` (an Apollo error's `errors`),
 * else a new one made in the browser.
 */
export function routeErrorDebugId(error: unknown): { debugId: string; fromServer: boolean } {
  if (error && typeof error === 'object') {
    const own = (error as { debugId?: unknown }).debugId;
    if (typeof own === 'string' && DEBUG_ID.test(own)) return { debugId: own, fromServer: true };
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors))
      for (const e of errors as { extensions?: Record<string, unknown> }[]) {
        const id = e?.extensions?.['debug_id'];
        if (typeof id === 'string' && DEBUG_ID.test(id)) return { debugId: id, fromServer: true };
      }
  }
  return { debugId: newDebugId(), fromServer: false };
}
