import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The customer's sign-in token lives in an HttpOnly, SameSite=Lax cookie that page scripts cannot
 * read; the shop's server turns it into `Authorization: Bearer …` for `/graphql`, as other Magento
 * clients send it. The browser signs in and out through `/customer/session`:
 *
 *   POST   /customer/session  {"email","password"}  → generateCustomerToken; sets the cookie;
 *                                                      answers {"lifetime": seconds} (never the token)
 *   POST   /customer/session  {…, "pro": true}       → the same for an approved PRO account only (the
 *                                                      `/prologin` page); any other account is signed
 *                                                      out again and answered 403 (`pro-account-required`)
 *   DELETE /customer/session                         → revokeCustomerToken (failure ignored);
 *                                                      clears the cookie
 *
 * Cross-site requests cannot use it: the cookie is SameSite=Lax (not sent on cross-site POSTs) and
 * the endpoint takes only `application/json`, which a cross-site form cannot send.
 */
export const SESSION_PATH = '/customer/session';
export const TOKEN_COOKIE = 'shop_customer_token';
/** Magento's customer token lifetime (spec §9): the cookie lives as long as the token. */
export const TOKEN_LIFETIME_SECONDS = Number(process.env.CUSTOMER_TOKEN_LIFETIME ?? 3600) || 3600;
const MAX_BODY = 16 * 1024;

export interface SessionDeps {
  /** Sends one GraphQL request to the commerce API (embedded or remote). */
  graphql(body: unknown, headers: Record<string, string>): Promise<GraphqlAnswer>;
}

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { category?: string } }[];
}

const SIGN_IN =
  'mutation ShopSignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const SIGN_OUT = 'mutation ShopSignOut { revokeCustomerToken { result } }';
const PRO_STATUS = 'query ShopProStatus { customer { pro_status } }';
/** The error category of a `/prologin` sign-in with an account that is not an approved PRO account. */
export const PRO_REQUIRED = 'pro-account-required';

/** The token from the request's cookie, if any. */
export function tokenFromCookie(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === TOKEN_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[\w-]{20,200}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * For `/graphql`: a request that carries the cookie and no Authorization of its own is sent on
 * with the bearer token. The cookie itself is not passed on. An authorised answer holds the
 * customer's data, so no shared cache (CDN, proxy) or browser cache may keep it — queries go as
 * GET (spec §7), and a CDN would otherwise be free to serve one customer's answer to another.
 */
export function authorizeApiRequest(req: IncomingMessage, res?: Pick<ServerResponse, 'setHeader'>): void {
  const token = tokenFromCookie(req);
  // Another site's page never speaks with the customer's cookie (a same-origin proof, on top of
  // SameSite=Lax, JSON-only bodies and the CORS allowlist): it is answered as a guest.
  if (token && !req.headers.authorization && !isCrossSite(req)) {
    req.headers.authorization = `Bearer ${token}`;
    // Spec §7: a copy for hops (CDN, proxies) that strip the standard header.
    req.headers['x-authorization'] = req.headers.authorization;
  }
  delete req.headers.cookie;
  if (req.headers.authorization) res?.setHeader('Cache-Control', 'private, no-store');
}

/**
 * The browser says the request was made by another site's page: Fetch Metadata (`Sec-Fetch-Site`
 * other than same-origin, or none for a typed address), else an `Origin` of another host.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const hosts = [req.headers.host, req.headers['x-forwarded-host']].flat().filter(Boolean);
  try {
    return !hosts.includes(new URL(origin).host);
  } catch {
    return true; // "null" (sandboxed frames, file:) or garbage
  }
}

export function cookie(req: IncomingMessage, value: string, maxAge: number): string {
  const secure = (req.headers['x-forwarded-proto'] ?? '') === 'https' || 'encrypted' in req.socket;
  return `${TOKEN_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

function send(res: ServerResponse, status: number, body: unknown, setCookie?: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'private, no-store',
    ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
  });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/**
 * The shopper's address for the API's per-address throttles, as the internal header the API
 * trusts on in-process calls only: the socket's, or behind a proxy the operator trusts
 * (TRUST_PROXY=1, as the API's own handler) the first `X-Forwarded-For` entry.
 */
export function clientAddressHeader(req: IncomingMessage): { 'x-shop-client-address': string } {
  const forwarded =
    process.env.TRUST_PROXY === '1'
      ? String(req.headers['x-forwarded-for'] ?? '')
          .split(',')[0]
          ?.trim()
      : '';
  return { 'x-shop-client-address': forwarded || req.socket.remoteAddress || 'unknown' };
}

/** Handles `/customer/session`; resolves false for any other path. */
export async function handleSession(
  req: IncomingMessage,
  res: ServerResponse,
  deps: SessionDeps,
): Promise<boolean> {
  if ((req.url ?? '').split('?')[0] !== SESSION_PATH) return false;
  const store: Record<string, string> =
    typeof req.headers.store === 'string' ? { Store: req.headers.store } : {};
  const client = clientAddressHeader(req);
  if ((req.method === 'POST' || req.method === 'DELETE') && isCrossSite(req)) {
    // No signing in or out on another site's behalf.
    send(res, 403, { errors: [{ message: 'Sign in and out from this shop only.' }] });
    return true;
  }
  if (req.method === 'POST') {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      send(res, 415, { errors: [{ message: 'Send the sign-in as application/json.' }] });
      return true;
    }
    let input: { email?: unknown; password?: unknown; pro?: unknown };
    try {
      input = (await readJson(req)) as typeof input;
    } catch {
      send(res, 400, { errors: [{ message: 'The sign-in request could not be read.' }] });
      return true;
    }
    const answer = await deps.graphql(
      {
        query: SIGN_IN,
        variables: { email: String(input.email ?? ''), password: String(input.password ?? '') },
      },
      { ...store, ...client },
    );
    const token = (answer.data?.generateCustomerToken as { token?: string } | null)?.token;
    if (!token) {
      send(res, 401, { errors: answer.errors ?? [{ message: 'Sign-in failed.' }] });
      return true;
    }
    if (input.pro === true) {
      // Spec §2 /prologin: PRO customers only. The provider's approval is the API's to say.
      const bearer = { ...store, Authorization: `Bearer ${token}` };
      const me = await deps.graphql({ query: PRO_STATUS }, bearer).catch(() => null);
      const status = (me?.data?.customer as { pro_status?: unknown } | null | undefined)?.pro_status;
      if (status !== 'APPROVED') {
        await deps.graphql({ query: SIGN_OUT }, bearer).catch(() => null);
        send(res, 403, {
          errors: [{ message: 'This is not a PRO account.', extensions: { category: PRO_REQUIRED } }],
        });
        return true;
      }
      send(
        res,
        200,
        { lifetime: TOKEN_LIFETIME_SECONDS, pro: true },
        cookie(req, token, TOKEN_LIFETIME_SECONDS),
      );
      return true;
    }
    send(res, 200, { lifetime: TOKEN_LIFETIME_SECONDS }, cookie(req, token, TOKEN_LIFETIME_SECONDS));
    return true;
  }
  if (req.method === 'DELETE') {
    const token = tokenFromCookie(req);
    // Spec §4 sign-out: the revoke may fail (expired token, API down); the cookie goes regardless.
    if (token)
      await deps
        .graphql({ query: SIGN_OUT }, { ...store, Authorization: `Bearer ${token}` })
        .catch(() => null);
    send(res, 200, { signedOut: true }, cookie(req, '', 0));
    return true;
  }
  res.writeHead(405, { Allow: 'POST, DELETE' }).end();
  return true;
}
