import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { RichText } from '../../components/RichText';
import { TextField } from '../../components/TextField';
import { TextAreaField } from '../../components/TextAreaField';
import { ServerError, SuccessNote, useFocusOnSuccess } from '../../private/FormMessages';
import * as formCss from '../../private/blockForm.css';
import * as css from './ContactForm.css';
import { trimmed, useBlockForm } from '../../private/useBlockForm';
import { defaultMaxLength, maxLengthMessage, validationMessages } from '../../validation';
import { contactFormErrors, emptyContactForm, type ContactFormValues } from './contactFormRules';

export const contactFormStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type ContactFormStatus = (typeof contactFormStatuses)[number];

export interface ContactFormLabels {
  name: string;
  email: string;
  phone: string;
  /** After the label of the phone field while it is optional. */
  optional: string;
  message: string;
  submit: string;
  required: string;
  invalidEmail: string;
  invalidPhone: string;
  maxLength: string;
  success: string;
}

export const defaultContactFormLabels: ContactFormLabels = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  optional: '(optional)',
  message: 'Message',
  submit: 'Send message',
  required: validationMessages.required,
  invalidEmail: validationMessages.email,
  invalidPhone: validationMessages.phone,
  maxLength: maxLengthMessage(defaultMaxLength),
  success: 'Thank you for your message! We will get back to you as soon as we can.',
};

export interface ContactFormProps {
  title?: string;
  /** Sanitized HTML under the title. */
  description?: string;
  /** Make the phone number required (optional by default). */
  phoneRequired?: boolean;
  /** Called with trimmed, valid values. */
  onSubmit: (values: ContactFormValues) => void;
  status?: ContactFormStatus;
  /** Server message for `status="error"`; everything typed stays in the form. */
  errorMessage?: string;
  labels?: Partial<ContactFormLabels>;
  headingLevel?: 2 | 3;
}

/** Contact form block: name, e-mail, phone and message with the spec §5 rules and messages. */
export function ContactForm({
  title = 'Contact us',
  description,
  phoneRequired = false,
  onSubmit,
  status = 'idle',
  errorMessage,
  labels: labelsProp,
  headingLevel = 2,
}: ContactFormProps) {
  const labels = { ...defaultContactFormLabels, ...labelsProp };
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const successRef = useFocusOnSuccess(status === 'success');
  const formRef = useRef<HTMLFormElement | null>(null);
  const form = useBlockForm<ContactFormValues>({
    initialValues: emptyContactForm,
    validate: (v) => contactFormErrors(v, labels, { phoneRequired }),
    formRef,
    onValid: (v) => {
      if (status !== 'submitting') onSubmit(trimmed(v));
    },
  });

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
          <TextField
            label={labels.name}
            name="name"
            autoComplete="name"
            value={form.values.name}
            onValueChange={(v) => form.set('name', v)}
            onBlur={form.blur('name')}
            noValidate
            error={form.errors.name}
          />
          <div className={css.contactDetails}>
            <TextField
              label={labels.email}
              type="email"
              name="email"
              autoComplete="email"
              value={form.values.email}
              onValueChange={(v) => form.set('email', v)}
              onBlur={form.blur('email')}
              noValidate
              error={form.errors.email}
            />
            <TextField
              label={labels.phone}
              type="tel"
              name="phone"
              autoComplete="tel"
              optional={!phoneRequired}
              optionalLabel={labels.optional}
              value={form.values.phone}
              onValueChange={(v) => form.set('phone', v)}
              onBlur={form.blur('phone')}
              noValidate
              error={form.errors.phone}
            />
          </div>
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
            <Button type="submit" loading={status === 'submitting'}>
              {labels.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
