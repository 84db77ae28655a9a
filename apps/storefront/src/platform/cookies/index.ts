export { CookieError, readCookie, sameSiteValues, serializeCookie, setCookie } from './cookies';
export type { CookieJar, CookieOptions, SameSite } from './cookies';
