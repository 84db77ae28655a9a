import { describe, expect, it } from 'vitest';
import { accountRules, formErrors, safeReturnTo } from './validation';
import en from './i18n/en_US.json';

const rules = accountRules({
  required: en['account.validation.required'],
  email: en['account.validation.email'],
  maxLength: en['account.validation.maxLength'],
  password: en['account.validation.password'],
  mustMatch: en['account.validation.mustMatch'],
  mustDiffer: en['account.validation.mustDiffer'],
});

describe('account form validation (spec §5, texts word for word)', () => {
  it('requires every field (non-empty after trimming)', () => {
    expect(formErrors({ email: '  ', password: '' }, rules)).toEqual({
      email: 'Is required',
      password: 'Is required',
    });
  });

  it('checks the e-mail format', () => {
    expect(formErrors({ email: 'anna@example' }, rules)).toEqual({ email: 'The entered email is not valid' });
    expect(formErrors({ email: 'anna@example.com' }, rules)).toEqual({});
  });

  it('allows 65 characters in names and e-mail, not 66', () => {
    expect(formErrors({ firstname: 'a'.repeat(65) }, rules)).toEqual({});
    expect(formErrors({ firstname: 'a'.repeat(66) }, rules)).toEqual({
      firstname: 'This field can’t contain more than 65 characters',
    });
    expect(formErrors({ email: `${'a'.repeat(54)}@example.com` }, rules).email).toBe(
      'This field can’t contain more than 65 characters',
    );
  });

  it('needs 3 of the 4 character classes in a new password', () => {
    const message =
      'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';
    expect(formErrors({ newPassword: 'alllowercase1' }, rules)).toEqual({ newPassword: message });
    expect(formErrors({ newPassword: 'Lower1case' }, rules)).toEqual({});
    expect(formErrors({ newPassword: 'lower-case1' }, rules)).toEqual({});
  });

  it('the repeat must match the new password; the sign-in password is only required', () => {
    expect(formErrors({ newPassword: 'Lower1case', passwordRepeat: 'Lower1cas' }, rules)).toEqual({
      passwordRepeat: 'Fields must match',
    });
    expect(formErrors({ newPassword: 'Lower1case', passwordRepeat: 'Lower1case' }, rules)).toEqual({});
    expect(formErrors({ password: 'x' }, rules)).toEqual({});
  });
});

describe('return path after sign-in', () => {
  it('a new password must differ from the current one where the form has both (password change)', () => {
    const change = {
      currentPassword: 'Botanica-2026',
      newPassword: 'Botanica-2026',
      passwordRepeat: 'Botanica-2026',
    };
    expect(formErrors(change, rules)).toEqual({ newPassword: 'Fields must be different' });
    expect(formErrors({ ...change, passwordRepeat: 'Botanica-2027' }, rules)).toEqual({
      newPassword: 'Fields must be different',
      passwordRepeat: 'Fields must match',
    });
    expect(
      formErrors({ ...change, newPassword: 'Rosewater-77', passwordRepeat: 'Rosewater-77' }, rules),
    ).toEqual({});
    // Create account has no current password: nothing to differ from.
    expect(formErrors({ newPassword: 'Rosewater-77', passwordRepeat: 'Rosewater-77' }, rules)).toEqual({});
  });

  it('keeps paths of this shop and refuses other sites', () => {
    expect(safeReturnTo('/cart?x=1')).toBe('/cart?x=1');
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(safeReturnTo('/\\evil.example')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });
});
