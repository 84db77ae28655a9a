import { email, required, validate } from '../../validation';

export interface NewsletterValues {
  email: string;
  agreed: boolean;
}

export interface NewsletterMessages {
  required: string;
  invalidEmail: string;
}

/** Spec §5: the newsletter needs a valid e-mail AND the terms agreement, otherwise nothing is sent. */
export function newsletterErrors(
  values: NewsletterValues,
  messages: NewsletterMessages,
): Partial<Record<keyof NewsletterValues, string>> {
  const errors: Partial<Record<keyof NewsletterValues, string>> = {};
  const emailError = validate(values.email, [
    required({ message: messages.required }),
    email({ message: messages.invalidEmail }),
  ]);
  if (emailError) errors.email = emailError;
  if (!values.agreed) errors.agreed = messages.required;
  return errors;
}
