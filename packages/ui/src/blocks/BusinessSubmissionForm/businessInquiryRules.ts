import {
  defaultMaxLength,
  email,
  maxLength,
  required,
  validate,
  type ValidationRule,
} from '../../validation';

/** Spec §3 business inquiry: company, country of operation, e-mail, message, name, position. */
export interface BusinessInquiryValues {
  name: string;
  position: string;
  company: string;
  /** ISO country code (the value of the chosen option). */
  country: string;
  email: string;
  message: string;
}

export const businessInquiryFields = ['name', 'position', 'company', 'country', 'email', 'message'] as const;

export const emptyBusinessInquiry: BusinessInquiryValues = {
  name: '',
  position: '',
  company: '',
  country: '',
  email: '',
  message: '',
};

export interface BusinessInquiryMessages {
  required: string;
  invalidEmail: string;
  /** Spec §5: "This field can’t contain more than 65 characters". */
  maxLength: string;
}

/**
 * Spec §5 for the inquiry: every field is required, single-line text holds at most 65 characters,
 * the e-mail must be valid. The message is a text area without the 65-character limit.
 */
export function businessInquiryErrors(
  values: BusinessInquiryValues,
  messages: BusinessInquiryMessages,
): Partial<Record<keyof BusinessInquiryValues, string>> {
  const req = required({ message: messages.required });
  const max = maxLength(defaultMaxLength, { message: messages.maxLength });
  const rules: Record<keyof BusinessInquiryValues, ValidationRule[]> = {
    name: [req, max],
    position: [req, max],
    company: [req, max],
    country: [req],
    email: [req, max, email({ message: messages.invalidEmail })],
    message: [req],
  };
  const errors: Partial<Record<keyof BusinessInquiryValues, string>> = {};
  for (const field of businessInquiryFields) {
    const message = validate(values[field], rules[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
