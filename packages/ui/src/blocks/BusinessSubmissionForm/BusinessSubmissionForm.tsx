import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { RichText } from '../../components/RichText';
import { Select, type SelectOption } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { TextAreaField } from '../../components/TextAreaField';
import { ServerError, SuccessNote, useFocusOnSuccess } from '../../private/FormMessages';
import * as formCss from '../../private/blockForm.css';
import * as css from './BusinessSubmissionForm.css';
import { trimmed, useBlockForm } from '../../private/useBlockForm';
import { defaultMaxLength, maxLengthMessage, validationMessages } from '../../validation';
import {
  businessInquiryErrors,
  emptyBusinessInquiry,
  type BusinessInquiryValues,
} from './businessInquiryRules';
import { useHydrated } from '../../private/useHydrated';

export const businessSubmissionStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type BusinessSubmissionStatus = (typeof businessSubmissionStatuses)[number];

export interface BusinessSubmissionFormLabels {
  name: string;
  position: string;
  company: string;
  country: string;
  countryPlaceholder: string;
  email: string;
  message: string;
  submit: string;
  required: string;
  invalidEmail: string;
  maxLength: string;
  /** Spec §1/§9: the sales team replies in 3 to 5 working days. */
  success: string;
}

export const defaultBusinessSubmissionFormLabels: BusinessSubmissionFormLabels = {
  name: 'Name',
  position: 'Position',
  company: 'Company',
  country: 'Country of operation',
  countryPlaceholder: 'Choose a country',
  email: 'E-mail',
  message: 'Message',
  submit: 'Send inquiry',
  required: validationMessages.required,
  invalidEmail: validationMessages.email,
  maxLength: maxLengthMessage(defaultMaxLength),
  success: 'Thank you! Our sales team will reply within 3 to 5 working days.',
};

export interface BusinessSubmissionFormProps {
  title?: string;
  /** Sanitized HTML under the title. */
  description?: string;
  /** Countries of operation: value = ISO code, label = the store view's name for it. */
  countries: readonly SelectOption[];
  /** Preselected country, e.g. the store view's. */
  defaultCountry?: string;
  /** Called with trimmed, valid values (spec §3 fields). */
  onSubmit: (values: BusinessInquiryValues) => void;
  status?: BusinessSubmissionStatus;
  /** Server message for `status="error"`; everything typed stays in the form. */
  errorMessage?: string;
  labels?: Partial<BusinessSubmissionFormLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Business inquiry form (spec §3, §5): name, position, company, country of operation, e-mail and
 * message, with the spec's messages; thanks with the 3-to-5-working-days promise once sent.
 */
export function BusinessSubmissionForm({
  title = 'Business inquiry',
  description,
  countries,
  defaultCountry = '',
  onSubmit,
  status = 'idle',
  errorMessage,
  labels: labelsProp,
  headingLevel = 2,
}: BusinessSubmissionFormProps) {
  const hydrated = useHydrated();
  const labels = { ...defaultBusinessSubmissionFormLabels, ...labelsProp };
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const successRef = useFocusOnSuccess(status === 'success');
  const formRef = useRef<HTMLFormElement | null>(null);
  const form = useBlockForm<BusinessInquiryValues>({
    initialValues: { ...emptyBusinessInquiry, country: defaultCountry },
    validate: (v) => businessInquiryErrors(v, labels),
    formRef,
    onValid: (v) => {
      if (status !== 'submitting') onSubmit(trimmed(v));
    },
  });
  const text = (key: 'name' | 'position' | 'company' | 'email', autoComplete: string) => (
    <TextField
      label={labels[key]}
      name={key}
      type={key === 'email' ? 'email' : 'text'}
      autoComplete={autoComplete}
      value={form.values[key]}
      onValueChange={(v) => form.set(key, v)}
      onBlur={form.blur(key)}
      noValidate
      maxLength={defaultMaxLength}
      error={form.errors[key]}
    />
  );

  return (
    <section className={formCss.section} aria-labelledby={titleId} data-state={status}>
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
          <div className={css.fieldPair}>
            {text('name', 'name')}
            {text('position', 'organization-title')}
          </div>
          <div className={css.fieldPair}>
            {text('company', 'organization')}
            <Select
              label={labels.country}
              name="country"
              options={countries}
              placeholder={labels.countryPlaceholder}
              value={form.values.country}
              onValueChange={(v) => form.set('country', v)}
              onOpenChange={(open) => {
                if (!open) form.blur('country')();
              }}
              error={form.errors.country}
              filterable={countries.length > 10}
            />
          </div>
          {text('email', 'email')}
          <TextAreaField
            label={labels.message}
            name="message"
            value={form.values.message}
            onValueChange={(v) => form.set('message', v)}
            onBlur={form.blur('message')}
            error={form.errors.message}
          />
          {status === 'error' && errorMessage ? <ServerError>{errorMessage}</ServerError> : null}
          <div className={formCss.actions}>
            <Button type="submit" loading={status === 'submitting'} disabled={!hydrated}>
              {labels.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
