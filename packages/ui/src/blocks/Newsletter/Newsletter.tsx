import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { RichText } from '../../components/RichText';
import { TextField } from '../../components/TextField';
import { ServerError, SuccessNote, useFocusOnSuccess } from '../../private/FormMessages';
import * as formCss from '../../private/blockForm.css';
import { useBlockForm } from '../../private/useBlockForm';
import { validationMessages } from '../../validation';
import * as css from './Newsletter.css';
import { newsletterErrors, type NewsletterValues } from './newsletterRules';
import { useHydrated } from '../../private/useHydrated';

export const newsletterStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface NewsletterLabels {
  email: string;
  submit: string;
  /** Spec §5 "Is required". */
  required: string;
  /** Spec §5 "The entered email is not valid". */
  invalidEmail: string;
  /** Spec §8 success text. */
  success: string;
}

export const defaultNewsletterLabels: NewsletterLabels = {
  email: 'E-mail',
  submit: 'Subscribe',
  required: validationMessages.required,
  invalidEmail: validationMessages.email,
  success: 'Thank you for subscribing!',
};

export interface NewsletterProps {
  title?: string;
  /** Sanitized HTML under the title (the CMS block's description). */
  description?: string;
  /** Label of the required terms checkbox, e.g. with a link to the privacy policy. */
  agreementLabel?: ReactNode;
  /** The captcha line shown above the form, e.g. "This form is protected by reCAPTCHA…". */
  captchaNotice?: ReactNode;
  /** Called with the trimmed address once it is valid and the terms are agreed (spec §5). */
  onSubmit: (email: string) => void;
  /** The app's call: `submitting` busies the button, `success` thanks, `error` shows `errorMessage`. */
  status?: NewsletterStatus;
  /** Server message for `status="error"`; the typed address stays in the field. */
  errorMessage?: string;
  labels?: Partial<NewsletterLabels>;
  /** Outline level of the title. */
  headingLevel?: 2 | 3;
}

/**
 * Newsletter sign-up block (spec §4, §5, §8): e-mail plus the required terms agreement — nothing is
 * submitted without both — a captcha notice, and the thank-you note.
 */
export function Newsletter({
  title = 'Join our newsletter',
  description,
  agreementLabel = 'I agree to receive the newsletter and accept the privacy policy',
  captchaNotice,
  onSubmit,
  status = 'idle',
  errorMessage,
  labels: labelsProp,
  headingLevel = 2,
}: NewsletterProps) {
  const hydrated = useHydrated();
  const labels = { ...defaultNewsletterLabels, ...labelsProp };
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const successRef = useFocusOnSuccess(status === 'success');
  const formRef = useRef<HTMLFormElement | null>(null);
  const form = useBlockForm<NewsletterValues>({
    initialValues: { email: '', agreed: false },
    validate: (v) => newsletterErrors(v, labels),
    formRef,
    onValid: (v) => {
      if (status !== 'submitting') onSubmit(v.email.trim());
    },
  });

  return (
    <section className={formCss.section} aria-labelledby={titleId} data-state={status}>
      <div className={css.layout}>
        <div className={formCss.header}>
          <HeadingTag id={titleId} className={formCss.title}>
            {title}
          </HeadingTag>
          {description ? <RichText html={description} /> : null}
        </div>
        {status === 'success' ? (
          <SuccessNote ref={successRef}>{labels.success}</SuccessNote>
        ) : (
          <form ref={formRef} className={formCss.form} noValidate onSubmit={form.submit}>
            {captchaNotice ? <p className={formCss.note}>{captchaNotice}</p> : null}
            <div className={css.row}>
              <div className={css.field}>
                <TextField
                  label={labels.email}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  value={form.values.email}
                  onValueChange={(v) => form.set('email', v)}
                  onBlur={form.blur('email')}
                  noValidate
                  maxLength={null}
                  error={form.errors.email}
                />
              </div>
              <div className={css.submit}>
                <Button type="submit" loading={status === 'submitting'} disabled={!hydrated}>
                  {labels.submit}
                </Button>
              </div>
            </div>
            <Checkbox
              name="agreement"
              label={agreementLabel}
              checked={form.values.agreed}
              onCheckedChange={(c) => form.set('agreed', c)}
              error={form.errors.agreed}
              aria-required
            />
            {status === 'error' && errorMessage ? <ServerError>{errorMessage}</ServerError> : null}
          </form>
        )}
      </div>
    </section>
  );
}
