/**
 * Error reporting in the browser through Sentry's own SDK (issue 23). The server names the DSN in
 * the page (`window.__SHOP_SENTRY__`, only when SENTRY_DSN is set); the SDK is downloaded with the
 * first unexpected error and never otherwise — a guest's first download does not carry it. An
 * event carries the error and the debug id the shopper sees (tag `debug_id`), and nothing of the
 * shopper: no user, cookies, headers, bodies or query strings, no breadcrumbs.
 */
export const SENTRY_GLOBAL = '__SHOP_SENTRY__';

export interface BrowserSentryConfig {
  dsn: string;
  environment?: string;
}

function configured(): BrowserSentryConfig | null {
  const config = (window as unknown as Record<string, BrowserSentryConfig | undefined>)[SENTRY_GLOBAL];
  return typeof config?.dsn === 'string' && config.dsn ? config : null;
}

export function reportToErrorService(error: unknown, debugId: string): Promise<void> {
  const config = typeof window === 'undefined' ? null : configured();
  if (!config) return Promise.resolve();
  return import('@sentry/browser').then(
    (Sentry) => {
      if (!Sentry.getClient())
        Sentry.init({
          dsn: config.dsn,
          ...(config.environment ? { environment: config.environment } : {}),
          dataCollection: {
            userInfo: false,
            cookies: false,
            httpHeaders: false,
            httpBodies: [],
            urlQueryParams: false,
          },
          // Only what the shop reports itself: no automatic instrumentation.
          defaultIntegrations: false,
          integrations: [],
          beforeBreadcrumb: () => null,
          beforeSend(event) {
            delete event.user;
            delete event.breadcrumbs;
            // The page's path only: a query string can hold a search or an e-mail address.
            if (event.request) event.request = { url: (event.request.url ?? '').split('?')[0] ?? '' };
            return event;
          },
        });
      Sentry.captureException(error instanceof Error ? error : new Error(String(error)), {
        tags: { debug_id: debugId },
      });
    },
    () => undefined,
  );
}
