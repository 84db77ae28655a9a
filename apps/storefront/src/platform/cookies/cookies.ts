/**
 * The shop's cookie helper. Spec §5: "Cookie helper needs valid name, value, numeric max-age,
 * same-site lax, strict or none." Anything else is refused with a `CookieError` before a cookie
 * is written, so a bad call never leaves a half-written or browser-rejected cookie behind.
 */

export type SameSite = 'lax' | 'strict' | 'none';
export const sameSiteValues = ['lax', 'strict', 'none'] as const satisfies readonly SameSite[];

export interface CookieOptions {
  /** Lifetime in seconds (spec §5: numeric); 0 deletes the cookie. */
  maxAge: number;
  /** Spec §5: lax, strict or none. */
  sameSite: SameSite;
  /** Defaults to `/`, the whole shop. */
  path?: string;
  /** Send only over HTTPS; required by browsers with SameSite none. */
  secure?: boolean;
}

export class CookieError extends TypeError {
  override name = 'CookieError';
}

/** RFC 6265 `cookie-name` (an RFC 7230 token): no spaces, separators or control characters. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** RFC 6265 `cookie-octet`: printable ASCII without space, `"`, `,`, `;` and `\`. */
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]+$/;
/** A cookie path: starts with `/`, no `;` or control characters. */
const PATH = /^\/[\x20-\x3A\x3C-\x7E]*$/;

/**
 * The `Set-Cookie`-style string `document.cookie` takes, after checking every part (spec §5).
 * Throws a `CookieError` that names the part that is wrong.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (typeof name !== 'string' || !NAME.test(name)) throw new CookieError(`Invalid cookie name: "${name}"`);
  if (typeof value !== 'string' || !VALUE.test(value))
    throw new CookieError(`Invalid value for cookie "${name}"`);
  const { maxAge, sameSite, path = '/', secure = false } = options;
  if (typeof maxAge !== 'number' || !Number.isInteger(maxAge) || maxAge < 0)
    throw new CookieError(`Invalid max-age for cookie "${name}": a whole number of seconds is required`);
  const site = typeof sameSite === 'string' ? sameSite.toLowerCase() : '';
  if (!(sameSiteValues as readonly string[]).includes(site))
    throw new CookieError(`Invalid SameSite for cookie "${name}": lax, strict or none`);
  if (site === 'none' && !secure) throw new CookieError(`Cookie "${name}" with SameSite none must be secure`);
  if (!PATH.test(path)) throw new CookieError(`Invalid path for cookie "${name}"`);
  const attrs = [
    `${name}=${value}`,
    `Max-Age=${maxAge}`,
    `Path=${path}`,
    `SameSite=${site[0]!.toUpperCase()}${site.slice(1)}`,
  ];
  if (secure) attrs.push('Secure');
  return attrs.join('; ');
}

/** What the helper reads and writes: `document` in the browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

export function setCookie(jar: CookieJar, name: string, value: string, options: CookieOptions): void {
  jar.cookie = serializeCookie(name, value, options);
}

/** The raw value of a cookie, or null when the page has none of that name. */
export function readCookie(jar: CookieJar, name: string): string | null {
  for (const part of jar.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
