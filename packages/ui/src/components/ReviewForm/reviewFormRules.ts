import { maxLength, required, validate } from '../../validation';
import { defaultMaxLength, validationMessages } from '../../validation/messages';

export interface ReviewFormValues {
  nickname: string;
  summary: string;
  text: string;
  /** 1–5, null until chosen. */
  rating: number | null;
  /** Agreement to the terms: nothing is submitted without it (spec §5). */
  agreed: boolean;
}

export type ReviewFormField = keyof ReviewFormValues;
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

export interface ReviewFormMessages {
  required: string;
  maxLength: string;
}

export const emptyReview: ReviewFormValues = {
  nickname: '',
  summary: '',
  text: '',
  rating: null,
  agreed: false,
};

/** Spec §5 for the review form: every field required, short fields at most 65 characters. */
export function reviewFormErrors(
  values: ReviewFormValues,
  messages: ReviewFormMessages = {
    required: validationMessages.required,
    maxLength: validationMessages.maxLength.replace('{max}', String(defaultMaxLength)),
  },
): ReviewFormErrors {
  const short = [
    required({ message: messages.required }),
    maxLength(defaultMaxLength, { message: messages.maxLength }),
  ];
  const errors: ReviewFormErrors = {};
  const nickname = validate(values.nickname, short);
  const summary = validate(values.summary, short);
  const text = validate(values.text, [required({ message: messages.required })]);
  if (nickname) errors.nickname = nickname;
  if (summary) errors.summary = summary;
  if (text) errors.text = text;
  if (!values.rating || values.rating < 1 || values.rating > 5) errors.rating = messages.required;
  if (!values.agreed) errors.agreed = messages.required;
  return errors;
}
