import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddressHeader, cookie, TOKEN_LIFETIME_SECONDS, type SessionDeps } from './session.js';

/**
 * Spec §2 `/amsociallogin/social/login`, the social login callback, on the shop's server (the
 * customer token must never reach page scripts):
 *
 *   GET …/amsociallogin/social/login?type=oidc     → asks the API to start the sign-in
 *       (`createSocialLoginRequest`: state, PKCE verifier and nonce stay in the API), keeps the
 *       state in an HttpOnly cookie bound to this browser, and sends the shopper to the provider;
 *   GET /amsociallogin/social/login?code&state&iss → the provider's answer: the state must be the
 *       cookie's (no one else's sign-in can be planted in this browser); the API exchanges the code
 *       and answers a customer token (`generateCustomerTokenWithSocialLogin`), which goes into the
 *       session cookie as with a password sign-in;
 *
 * then on to the storefront's page of the same path, `?social=signed-in` (it stores the session
 * markers, merges the cart and goes on to the account) or `?social=failed` (spec §8: "Something
 * went wrong. Please try again later"). Every other request of that path is the page itself.
 */
export const SOCIAL_LOGIN_PATH = '/amsociallogin/social/login';
export const STATE_COOKIE = 'shop_social_state';
/** As long as the API keeps a started sign-in. */
const STATE_LIFETIME_SECONDS = 600;
const DEFAULT_STORE = 'en';

const START =
  'mutation ShopSocialStart($type: String!) { createSocialLoginRequest(type: $type) { authorization_url state } }';
const FINISH =
  'mutation ShopSocialFinish($state: String!, $code: String!, $iss: String) { generateCustomerTokenWithSocialLogin(state: $state, code: $code, iss: $iss) { token } }';

/** The store view of `/de/amsociallogin/…` (or `?de` in the query form); null for other paths. */
export function socialLoginStore(url: URL): string | null {
  if (url.pathname === SOCIAL_LOGIN_PATH) {
    const first = [...url.searchParams.keys()][0];
    return first && /^[a-z]{2,3}$/.test(first) && url.searchParams.get(first) === '' ? first : DEFAULT_STORE;
  }
  const match = /^\/([a-z]{2,3})(\/amsociallogin\/social\/login)$/.exec(url.pathname);
  return match ? match[1]! : null;
}

/** The storefront page of the callback in a store view, in the shop's URL form (README `STORE_URL_MODE`). */
export function resultPath(store: string, result: 'signed-in' | 'failed', queryMode: boolean): string {
  const query = `social=${result}${result === 'signed-in' ? `&lifetime=${TOKEN_LIFETIME_SECONDS}` : ''}`;
  if (store === DEFAULT_STORE) return `${SOCIAL_LOGIN_PATH}?${query}`;
  return queryMode ? `${SOCIAL_LOGIN_PATH}?${store}&${query}` : `/${store}${SOCIAL_LOGIN_PATH}?${query}`;
}

function stateFromCookie(req: IncomingMessage): { state: string; store: string } | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === STATE_COOKIE) {
      const match = /^([\w-]{20,200})~([a-z]{2,3})$/.exec(part.slice(eq + 1).trim());
      return match ? { state: match[1]!, store: match[2]! } : null;
    }
  }
  return null;
}

function stateCookie(req: IncomingMessage, value: string, maxAge: number): string {
  return cookie(req, value, maxAge).replace(/^[^=]+=/, `${STATE_COOKIE}=`);
}

function redirect(res: ServerResponse, location: string, cookies: string[]): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'private, no-store', 'Set-Cookie': cookies });
  res.end();
}

/** Handles the start and the provider's answer; resolves false for the page and other paths. */
export async function handleSocialLogin(
  req: IncomingMessage,
  res: ServerResponse,
  deps: SessionDeps,
  queryMode = process.env.STORE_URL_MODE === 'query',
): Promise<boolean> {
  if (req.method !== 'GET') return false;
  const url = new URL(req.url ?? '/', 'http://shop.invalid');
  const store = socialLoginStore(url);
  if (store === null) return false;
  const params = url.searchParams;
  const client = clientAddressHeader(req);

  if (params.has('state') || params.has('code') || params.has('error')) {
    // The provider's answer: whatever happens, the started sign-in is over.
    const kept = stateFromCookie(req);
    const clear = stateCookie(req, '', 0);
    const back = kept?.store ?? store;
    const state = params.get('state') ?? '';
    const code = params.get('code') ?? '';
    if (!kept || params.has('error') || !code || state !== kept.state) {
      redirect(res, resultPath(back, 'failed', queryMode), [clear]);
      return true;
    }
    const answer = await deps
      .graphql(
        { query: FINISH, variables: { state, code, iss: params.get('iss') } },
        { Store: back, ...client },
      )
      .catch(() => null);
    const token = (
      answer?.data?.generateCustomerTokenWithSocialLogin as { token?: unknown } | null | undefined
    )?.token;
    if (typeof token !== 'string' || !/^[\w-]{20,200}$/.test(token)) {
      redirect(res, resultPath(back, 'failed', queryMode), [clear]);
      return true;
    }
    redirect(res, resultPath(back, 'signed-in', queryMode), [
      clear,
      cookie(req, token, TOKEN_LIFETIME_SECONDS),
    ]);
    return true;
  }

  const type = params.get('type');
  if (!type) return false;
  const answer = await deps
    .graphql({ query: START, variables: { type: type.slice(0, 40) } }, { Store: store, ...client })
    .catch(() => null);
  const started = answer?.data?.createSocialLoginRequest as
    { authorization_url?: unknown; state?: unknown } | null | undefined;
  if (
    typeof started?.authorization_url !== 'string' ||
    !/^https?:\/\//.test(started.authorization_url) ||
    typeof started.state !== 'string'
  ) {
    redirect(res, resultPath(store, 'failed', queryMode), []);
    return true;
  }
  redirect(res, started.authorization_url, [
    stateCookie(req, `${started.state}~${store}`, STATE_LIFETIME_SECONDS),
  ]);
  return true;
}
