import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type HydrationState,
} from 'react-router';

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string; debugId?: string };

/**
 * Route errors cross the wire as plain objects (messages only — never stacks), with the debug id
 * the server logged a thrown error under (spec §4/§8: the masked error view shows it).
 */
export function serializeRouteErrors(
  errors: HydrationState['errors'],
  debugIds: Record<string, string> = {},
): Record<string, SerializedError> | null {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      out[id] = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data,
        internal: false,
      };
    } else {
      out[id] = {
        __type: 'Error',
        message: error instanceof Error ? error.message : String(error),
        ...(debugIds[id] ? { debugId: debugIds[id] } : {}),
      };
    }
  }
  return out;
}

export function deserializeRouteErrors(
  errors: Record<string, SerializedError> | null | undefined,
): HydrationState['errors'] {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    out[id] =
      e.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(e.status, e.statusText, e.data)
        : Object.assign(new Error(e.message), { debugId: e.debugId });
  }
  return out;
}
