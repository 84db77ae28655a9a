/**
 * The HttpOnly cookie that holds the customer's token (see server/session.ts, which sets it under
 * the same name — `session.test.ts` there keeps the two equal). Page scripts cannot read it; the
 * server render uses it only to know that a customer is signed in, never to fetch their data.
 */
export const SESSION_COOKIE = 'shop_customer_token';

/** Whether a request's `Cookie` header carries a session cookie with a value. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE && part.slice(eq + 1).trim() !== '';
  });
}
