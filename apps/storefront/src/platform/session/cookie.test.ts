import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../../server/session';
import { hasSessionCookie, SESSION_COOKIE } from './cookie';

describe('session cookie', () => {
  it('has the name the shop server sets', () => {
    expect(SESSION_COOKIE).toBe(TOKEN_COOKIE);
  });

  it('is found among other cookies only with a value', () => {
    expect(hasSessionCookie(`a=1; ${SESSION_COOKIE}=abcdefghijklmnopqrstuv; b=2`)).toBe(true);
    expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false);
    expect(hasSessionCookie(`x${SESSION_COOKIE}=abc`)).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
