import type * as SentryModule from '@sentry/node';
import { processLogger } from './log.js';

/**
 * Error reporting through Sentry's own SDK (issue 23), only when `SENTRY_DSN` is set: the SDK is
 * not even loaded otherwise. One per process — the shop server and its embedded API share it. An
 * event carries the error, the debug id the shopper sees (tag `debug_id`) and the request id, and
 * nothing of the shopper: the SDK collects no user, cookie, header, body or query data, and `beforeSend` drops the request's headers, cookies,
 * body and query string, the user and breadcrumbs (which could hold URLs with an e-mail address).
 */
type SentryNode = typeof SentryModule;

let sentry: Promise<SentryNode | null> | null = null;

export interface ErrorReportingOptions {
  dsn?: string | undefined;
  /** `server_name` of the events: `storefront` or `commerce-api`. */
  name: string;
  environment?: string | undefined;
}

/** Starts Sentry once per process when a DSN is configured (default `SENTRY_DSN`); else nothing. */
export function startErrorReporting(options: ErrorReportingOptions): Promise<boolean> {
  const dsn = options.dsn ?? process.env.SENTRY_DSN;
  if (!dsn) return Promise.resolve(false);
  sentry ??= import('@sentry/node').then(
    (Sentry) => {
      Sentry.init({
        dsn,
        serverName: options.name,
        environment:
          options.environment ?? process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV ?? 'production',
        // SDK 11's successor of `sendDefaultPii: false`: no user, cookies, headers, bodies or queries.
        dataCollection: {
          userInfo: false,
          cookies: false,
          httpHeaders: false,
          httpBodies: [],
          urlQueryParams: false,
        },
        tracesSampleRate: 0,
        // Only what the shop reports itself: no automatic HTTP, console or process instrumentation.
        defaultIntegrations: false,
        integrations: [],
        beforeSend: scrubEvent,
        beforeBreadcrumb: () => null,
      });
      return Sentry;
    },
    (error: unknown) => {
      processLogger().error({ err: (error as Error).message }, 'Sentry SDK could not be loaded');
      return null;
    },
  );
  return sentry.then(Boolean);
}

/** What an event may carry: never the shopper's request data, user or breadcrumbs. */
export function scrubEvent<E extends { request?: unknown; user?: unknown; breadcrumbs?: unknown }>(
  event: E,
): E {
  const request = event.request as { url?: string; method?: string } | undefined;
  const scrubbed = { ...event };
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  if (request)
    scrubbed.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: request.url.split('?')[0] } : {}),
    };
  return scrubbed;
}

/** Reports an unexpected error with its debug id (a no-op without a DSN). */
export function reportError(error: unknown, tags: { debugId: string; reqId?: string | undefined }): void {
  if (!sentry) return;
  void sentry.then((Sentry) =>
    Sentry?.captureException(error, {
      tags: { debug_id: tags.debugId, ...(tags.reqId ? { request_id: tags.reqId } : {}) },
    }),
  );
}

/** Sends what is queued (tests, shutdown). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  const Sentry = await sentry;
  await Sentry?.flush(timeoutMs);
}
