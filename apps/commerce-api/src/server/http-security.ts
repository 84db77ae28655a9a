import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What the API tells browsers about itself on every response, who may call it from another
 * origin, and whether it describes its schema. Defaults are the safe ones: same origin only,
 * introspection off in production.
 */
export interface HttpSecurity {
  /** Origins (scheme://host[:port]) allowed to call the API from a browser on another origin. */
  corsOrigins: string[];
  /** Whether `__schema` / `__type` are answered (the storefront's filter lookup always is). */
  introspection: boolean;
  /** Strict-Transport-Security max-age for requests that came over TLS; 0 sends none. */
  hstsMaxAge: number;
  /** Whether X-Forwarded-Proto from a proxy in front is believed (TRUST_PROXY=1). */
  trustProxy: boolean;
}

/** `CORS_ORIGINS="https://a.example, https://b.example"` → their normalised origins; junk is dropped. */
export function parseOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (value ?? '').split(/[\s,]+/)) {
    if (!part) continue;
    try {
      const url = new URL(part);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== 'null')
        origins.push(url.origin);
    } catch {
      // Not a URL: never an allowed origin.
    }
  }
  return origins;
}

function envFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

export function httpSecurityFromEnv(env: NodeJS.ProcessEnv = process.env): HttpSecurity {
  const hsts = Number(env.HSTS_MAX_AGE ?? 31_536_000);
  return {
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    introspection: envFlag(env.GRAPHQL_INTROSPECTION) ?? env.NODE_ENV !== 'production',
    hstsMaxAge: Number.isFinite(hsts) && hsts > 0 ? Math.floor(hsts) : 0,
    trustProxy: env.TRUST_PROXY === '1',
  };
}

/** Headers every API response carries: it is data, never a page to render, frame or sniff. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), browsing-topics=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Whether the request reached us (or the trusted proxy in front) over TLS. */
export function cameOverTls(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

export function hstsValue(maxAge: number): string {
  return `max-age=${maxAge}; includeSubDomains`;
}

/** Sets the API's security headers on a response (its headers may be immutable: then a copy). */
export function withApiSecurityHeaders(
  response: Response,
  request: Request,
  security: HttpSecurity,
): Response {
  const set = (headers: Headers) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) headers.set(name, value);
    if (security.hstsMaxAge > 0 && cameOverTls(request, security.trustProxy))
      headers.set('Strict-Transport-Security', hstsValue(security.hstsMaxAge));
  };
  try {
    set(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    set(copy.headers);
    return copy;
  }
}

/** Request headers a browser on an allowed origin may send (Magento's, spec §7). */
const CORS_ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-Authorization',
  'Store',
  'Content-Currency',
  'Customer-Group',
  'X-Magento-Cache-Id',
  'X-ReCaptcha',
];

/**
 * Yoga's CORS options: no CORS headers at all unless the Origin is on the allowlist; an allowed
 * origin is named exactly (never `*`, never the request's own echo) and never with credentials —
 * cross-origin clients authenticate with a bearer token, not with the shop's cookie.
 */
export function corsOptions(allowed: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.includes(origin)) return false as const;
    return {
      origin,
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: CORS_ALLOWED_HEADERS,
      exposedHeaders: ['X-Magento-Cache-Id'],
      maxAge: 600,
    };
  };
}

/** graphql-php's text when introspection is disabled, as Magento answers. */
export const INTROSPECTION_DISABLED =
  'GraphQL introspection is not allowed, but the query contained __schema or __type';

/**
 * The one description the storefront reads at run time (spec §7 "filter input type
 * introspection"): which attributes `products(filter:)` takes. It stays answerable with
 * introspection off, as it is on Magento, whose storefronts read it too.
 */
const ALWAYS_DESCRIBED_TYPES = new Set(['ProductAttributeFilterInput']);

function introspectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name !== '__schema' && name !== '__type') return;
      if (name === '__type') {
        const arg = node.arguments?.find((a) => a.name.value === 'name');
        if (arg?.value.kind === Kind.STRING && ALWAYS_DESCRIBED_TYPES.has(arg.value.value)) return;
      }
      context.reportError(
        new GraphQLError(INTROSPECTION_DISABLED, {
          nodes: [node],
          extensions: { category: 'graphql-input' },
        }),
      );
    },
  };
}

/** Refuses `__schema` and `__type` (but the filter input type) while validating, before execution. */
export function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(introspectionRule);
    },
  };
}
