import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers every answer of the shop server carries. Pages get a Content-Security-Policy whose
 * scripts are the shop's own files plus the inline scripts React writes for this response only
 * (the hydration data, Suspense reveals), marked with a fresh nonce — no `unsafe-inline` scripts.
 * Styles keep `unsafe-inline`: Page Builder content carries style attributes.
 */

/** The fetch directives third-party hosts can be added to (the consent issue's tags, a CDN …). */
export const CSP_SOURCE_DIRECTIVES = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'media-src',
] as const;
export type CspSourceDirective = (typeof CSP_SOURCE_DIRECTIVES)[number];

export interface ShopSecurity {
  /** Extra sources per directive, from CSP_SCRIPT_SRC, CSP_IMG_SRC, … (space- or comma-separated). */
  extraSources: Record<CspSourceDirective, string[]>;
  /** Strict-Transport-Security max-age for requests that came over TLS; 0 sends none. */
  hstsMaxAge: number;
  /** Whether X-Forwarded-Proto from a proxy in front is believed (TRUST_PROXY=1). */
  trustProxy: boolean;
  permissionsPolicy: string;
}

/** What the shop itself loads from elsewhere: reCAPTCHA (forms, newsletter) and video embeds. */
const BUILT_IN_SOURCES: Record<CspSourceDirective, string[]> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'style-src': [],
  'img-src': ['data:', 'blob:', 'https://www.gstatic.com/recaptcha/'],
  'font-src': ['data:'],
  'connect-src': ['https://www.google.com/recaptcha/'],
  'frame-src': [
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  'media-src': ['blob:'],
};

export const DEFAULT_PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), browsing-topics=()';

/**
 * A source a configuration may add: a scheme (`https:`), a host with optional scheme, port and
 * path, or `'self'`. Keywords such as `'unsafe-inline'`, and anything that could end the
 * directive (`;`, quotes, commas), are dropped.
 */
const HOST_SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:\/[\w\-./~%]*)?$/i;
const SCHEME_SOURCE = /^(?:https|wss|data|blob):$/i;

export function parseSources(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((s) => s && (s === "'self'" || SCHEME_SOURCE.test(s) || HOST_SOURCE.test(s)));
}

const envName = (directive: CspSourceDirective) => `CSP_${directive.replace('-', '_').toUpperCase()}`;

export function shopSecurityFromEnv(env: NodeJS.ProcessEnv = process.env): ShopSecurity {
  const hsts = Number(env.HSTS_MAX_AGE ?? 31_536_000);
  const extraSources = Object.fromEntries(
    CSP_SOURCE_DIRECTIVES.map((d) => [d, parseSources(env[envName(d)])]),
  ) as Record<CspSourceDirective, string[]>;
  // The browser's Sentry SDK sends its reports to the DSN's origin (issue 23).
  const sentryOrigin = dsnOrigin(env.SENTRY_DSN);
  if (sentryOrigin) extraSources['connect-src'].push(...parseSources(sentryOrigin));
  return {
    extraSources,
    hstsMaxAge: Number.isFinite(hsts) && hsts > 0 ? Math.floor(hsts) : 0,
    trustProxy: env.TRUST_PROXY === '1',
    permissionsPolicy: env.PERMISSIONS_POLICY?.trim() || DEFAULT_PERMISSIONS_POLICY,
  };
}

/** 128 random bits, fresh for every response. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page policy. Inline scripts are allowed by the response's nonce, or — for a guest page that
 * caches may keep and serve to many — by the SHA-256 hashes of exactly the scripts React wrote for
 * it (`{ hashes }`, see `guestPage.ts`): a nonce kept in a cache would be known to everyone.
 */
export function contentSecurityPolicy(
  inline: string | { hashes: readonly string[] },
  security: ShopSecurity,
): string {
  const sources = (directive: CspSourceDirective, own: string[]) =>
    [...new Set([...own, ...BUILT_IN_SOURCES[directive], ...security.extraSources[directive]])].join(' ');
  const scripts =
    typeof inline === 'string' ? [`'nonce-${inline}'`] : inline.hashes.map((h) => `'sha256-${h}'`);
  return [
    "default-src 'self'",
    `script-src ${sources('script-src', ["'self'", ...scripts])}`,
    `style-src ${sources('style-src', ["'self'", "'unsafe-inline'"])}`,
    `img-src ${sources('img-src', ["'self'"])}`,
    `font-src ${sources('font-src', ["'self'"])}`,
    `connect-src ${sources('connect-src', ["'self'"])}`,
    `frame-src ${sources('frame-src', ["'self'"])}`,
    `media-src ${sources('media-src', ["'self'"])}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

function cameOverTls(req: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Sets the shop's security headers before anything answers. Handlers that write their own
 * (the API's stricter policy for JSON and media) replace them for their responses.
 */
export function setSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  nonce: string,
  security: ShopSecurity,
): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, security));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', security.permissionsPolicy);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  if (security.hstsMaxAge > 0 && cameOverTls(req, security.trustProxy))
    res.setHeader('Strict-Transport-Security', `max-age=${security.hstsMaxAge}; includeSubDomains`);
}

/** The origin a Sentry DSN reports to (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`). */
export function dsnOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}
