import {
  defaultMaxLength,
  email,
  maxLength,
  phone,
  required,
  validate,
  type ValidationRule,
} from '../../validation';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export interface ContactFormMessages {
  required: string;
  invalidEmail: string;
  /** Spec §5 "The entered phone number has an incorrect format". */
  invalidPhone: string;
  maxLength: string;
}

/**
 * Spec §5 for the contact form: name, e-mail and message required (phone too when `phoneRequired`),
 * single-line fields at most 65 characters, e-mail and phone in their formats.
 */
export function contactFormErrors(
  values: ContactFormValues,
  messages: ContactFormMessages,
  { phoneRequired = false }: { phoneRequired?: boolean } = {},
): Partial<Record<keyof ContactFormValues, string>> {
  const req = required({ message: messages.required });
  const max = maxLength(defaultMaxLength, { message: messages.maxLength });
  const phoneRule = phone({ message: messages.invalidPhone });
  const rules: Record<keyof ContactFormValues, ValidationRule[]> = {
    name: [req, max],
    email: [req, max, email({ message: messages.invalidEmail })],
    phone: phoneRequired ? [req, max, phoneRule] : [max, phoneRule],
    message: [req],
  };
  const errors: Partial<Record<keyof ContactFormValues, string>> = {};
  for (const field of Object.keys(rules) as (keyof ContactFormValues)[]) {
    const message = validate(values[field], rules[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
