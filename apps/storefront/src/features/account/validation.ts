import {
  defaultMaxLength,
  email,
  maxLength,
  mustDiffer,
  mustMatch,
  password,
  required,
  validate,
  type ValidationRule,
} from '@shop/ui';

/** Spec §5 texts in the shopper's language (the kit's rules carry the English defaults). */
export interface AccountValidationTexts {
  required: string;
  email: string;
  /** "This field can’t contain more than 65 characters" */
  maxLength: string;
  password: string;
  mustMatch: string;
  /** "Fields must be different" (a new password against the current one) */
  mustDiffer: string;
}

export type AccountField =
  'email' | 'password' | 'currentPassword' | 'newPassword' | 'passwordRepeat' | 'firstname' | 'lastname';

/**
 * Spec §5 rules of the account forms: every field is required; names and e-mail hold at most 65
 * characters (§9); a new password needs 3 of the 4 character classes; the repeat must match it.
 * A new password must differ from the current one where the form asks for both (password change).
 * A sign-in or confirming password is only required (the API decides whether it is right).
 */
export function accountRules(texts: AccountValidationTexts): Record<AccountField, ValidationRule[]> {
  const need = required({ message: texts.required });
  const max = maxLength(defaultMaxLength, { message: texts.maxLength });
  return {
    email: [need, max, email({ message: texts.email })],
    password: [need],
    currentPassword: [need],
    newPassword: [
      need,
      password({ message: texts.password }),
      mustDiffer('currentPassword', { message: texts.mustDiffer }),
    ],
    passwordRepeat: [need, mustMatch('newPassword', { message: texts.mustMatch })],
    firstname: [need, max],
    lastname: [need, max],
  };
}

/** The first message of each field that breaks a rule; empty when the form may be sent. */
export function formErrors<F extends AccountField>(
  values: Record<F, string>,
  rules: Record<AccountField, ValidationRule[]>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(values) as F[]) {
    const message = validate(values[field], rules[field], { values });
    if (message) errors[field] = message;
  }
  return errors;
}

/** Spec §2: where to go after signing in on /sign-in — only paths inside this shop, never another site. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
