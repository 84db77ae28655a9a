import { describe, expect, it } from 'vitest';
import { initialAuthScreen } from './authContext';

describe('the authentication dialog’s first screen (spec §2)', () => {
  const none = new URLSearchParams();

  it('opens on CreateAccount for blog comments, the registration page and PRO users', () => {
    expect(initialAuthScreen('blogComment', none)).toBe('createAccount');
    expect(initialAuthScreen('registrationPage', none)).toBe('createAccount');
    expect(initialAuthScreen('pro', none)).toBe('createAccount');
  });

  it('opens on SignIn elsewhere, checkout included', () => {
    expect(initialAuthScreen('default', none)).toBe('signIn');
    expect(initialAuthScreen('checkout', none)).toBe('signIn');
  });

  it('opens on ResetPassword whenever the query string has resetPassword', () => {
    const reset = new URLSearchParams('resetPassword=1&token=abc');
    expect(initialAuthScreen('default', reset)).toBe('resetPassword');
    expect(initialAuthScreen('blogComment', reset)).toBe('resetPassword');
  });
});
