import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField } from '../TextAreaField';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Rating, type RatingLabels } from '../Rating';
import { TextField } from '../TextField';
import * as css from './ReviewForm.css';
import {
  emptyReview,
  reviewFormErrors,
  type ReviewFormErrors,
  type ReviewFormValues,
} from './reviewFormRules';
import { useHydrated } from '../../private/useHydrated';

export const reviewFormStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type ReviewFormStatus = (typeof reviewFormStatuses)[number];

export interface ReviewFormLabels {
  nickname: string;
  summary: string;
  text: string;
  submit: string;
  /** Spec §5 "Is required". */
  required: string;
  /** Spec §5 maximum-length text for 65 characters. */
  maxLength: string;
  /** Heading of the success state. */
  success: string;
  /** New reviews are not public until approved. */
  pendingNote: string;
}

export const defaultReviewFormLabels: ReviewFormLabels = {
  nickname: 'Nickname',
  summary: 'Summary',
  text: 'Review',
  submit: 'Submit review',
  required: 'Is required',
  maxLength: 'This field can’t contain more than 65 characters',
  success: 'Thank you for your review!',
  pendingNote: 'Your review will appear on the site once it has been approved.',
};

export interface ReviewFormProps {
  /** Called with valid values only (every field filled, rating chosen, terms agreed). */
  onSubmit: (values: ReviewFormValues) => void;
  /** The app's call: `submitting` disables the button, `success` shows the thank-you note. */
  status?: ReviewFormStatus;
  /** Server message when `status` is `error`. */
  errorMessage?: string;
  /** Label of the agreement checkbox, e.g. with a link to the terms. */
  agreementLabel: ReactNode;
  labels?: Partial<ReviewFormLabels>;
  /** Rating legend, spec §3 hints and star names. */
  ratingLabels?: Partial<RatingLabels>;
}

/**
 * Write a review (spec §3, §5): nickname, summary, text, a 1–5 rating with the spec's hints and the
 * required terms agreement. Invalid forms show their messages and are not submitted.
 */
export function ReviewForm({
  onSubmit,
  status = 'idle',
  errorMessage,
  agreementLabel,
  labels: labelsProp,
  ratingLabels,
}: ReviewFormProps) {
  const hydrated = useHydrated();
  const labels = { ...defaultReviewFormLabels, ...labelsProp };
  const [values, setValues] = useState<ReviewFormValues>(emptyReview);
  const [attempted, setAttempted] = useState(false);
  const errors: ReviewFormErrors = attempted
    ? reviewFormErrors(values, { required: labels.required, maxLength: labels.maxLength })
    : {};
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const formRef = useRef<HTMLFormElement>(null);
  // What the shopper chose or typed in the server-rendered form before it hydrated (a star, the
  // agreement) is kept: the form starts from the fields as they are, not from empty.
  useEffect(() => {
    const form = formRef.current;
    if (form) setValues((v) => ({ ...v, ...valuesInForm(form) }));
  }, []);

  if (status === 'success') {
    return (
      <div className={css.success} role="status" data-state="success">
        <p className={css.successTitle}>{labels.success}</p>
        <p className={css.note}>{labels.pendingNote}</p>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = reviewFormErrors(values, { required: labels.required, maxLength: labels.maxLength });
    if (Object.keys(found).length > 0) {
      // Focus goes to the first field in error, in the form's order. (The fields' aria-invalid is
      // not rendered yet on the first attempt, and a focused star previews its own rating.)
      const field = FIELD_ORDER.find((key) => found[key]);
      if (field) event.currentTarget.querySelector<HTMLElement>(`[name="${FIELD_NAMES[field]}"]`)?.focus();
      return;
    }
    onSubmit({
      ...values,
      nickname: values.nickname.trim(),
      summary: values.summary.trim(),
      text: values.text.trim(),
    });
  };

  return (
    <form ref={formRef} className={css.form} noValidate onSubmit={submit} data-state={status}>
      <div className={css.rating} data-invalid={errors.rating ? '' : undefined}>
        <Rating
          name="rating"
          value={values.rating}
          onValueChange={(n) => set('rating', n)}
          labels={ratingLabels}
        />
        {errors.rating ? (
          <p className={css.error} role="alert">
            {errors.rating}
          </p>
        ) : null}
      </div>
      <TextField
        label={labels.nickname}
        name="nickname"
        autoComplete="nickname"
        value={values.nickname}
        onValueChange={(v) => set('nickname', v)}
        noValidate
        error={errors.nickname}
      />
      <TextField
        label={labels.summary}
        name="summary"
        value={values.summary}
        onValueChange={(v) => set('summary', v)}
        noValidate
        error={errors.summary}
      />
      <TextAreaField
        label={labels.text}
        name="text"
        value={values.text}
        onValueChange={(v) => set('text', v)}
        error={errors.text}
      />
      <Checkbox
        name="agreement"
        label={agreementLabel}
        checked={values.agreed}
        onCheckedChange={(c) => set('agreed', c)}
        error={errors.agreed}
        aria-required
      />
      {status === 'error' && errorMessage ? (
        <p className={css.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={status === 'submitting'} disabled={!hydrated}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}

const FIELD_ORDER = ['rating', 'nickname', 'summary', 'text', 'agreed'] as const;
/** Each value's field name in the form. */
const FIELD_NAMES: Record<(typeof FIELD_ORDER)[number], string> = {
  rating: 'rating',
  nickname: 'nickname',
  summary: 'summary',
  text: 'text',
  agreed: 'agreement',
};

/** The non-empty values the form's own fields hold (read once, when the form hydrates). */
function valuesInForm(form: HTMLFormElement): Partial<ReviewFormValues> {
  const found: Partial<ReviewFormValues> = {};
  const data = new FormData(form);
  const rating = Number(data.get(FIELD_NAMES.rating));
  if (Number.isInteger(rating) && rating >= 1) found.rating = rating;
  for (const key of ['nickname', 'summary', 'text'] as const) {
    const value = data.get(FIELD_NAMES[key]);
    if (typeof value === 'string' && value !== '') found[key] = value;
  }
  if (data.get(FIELD_NAMES.agreed) !== null) found.agreed = true;
  return found;
}
