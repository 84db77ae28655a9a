import { useState, type FormEvent, type ReactNode } from 'react';
import { email as emailRule, required, validate } from '../../validation';
import { validationMessages } from '../../validation/messages';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { TextField } from '../TextField';
import * as css from './StockAlertForm.css';
import { useHydrated } from '../../private/useHydrated';

export const stockAlertStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type StockAlertStatus = (typeof stockAlertStatuses)[number];

export interface StockAlertFormLabels {
  /** Short explanation above the field. */
  intro: string;
  email: string;
  submit: string;
  /** Spec §5 "Is required". */
  required: string;
  /** Spec §5 "The entered email is not valid". */
  invalidEmail: string;
  success: string;
}

export const defaultStockAlertFormLabels: StockAlertFormLabels = {
  intro: 'Leave your e-mail and we will let you know when it is back.',
  email: 'E-mail',
  submit: 'Notify me',
  required: validationMessages.required,
  invalidEmail: validationMessages.email,
  success: 'Thank you! We will e-mail you as soon as it is back in stock.',
};

export interface StockAlertFormProps {
  /** Called with a valid address once the privacy terms are agreed. */
  onSubmit: (email: string) => void;
  status?: StockAlertStatus;
  /** Server message when `status` is `error`. */
  errorMessage?: string;
  /** Label of the agreement checkbox, e.g. with a link to the privacy policy. */
  agreementLabel: ReactNode;
  labels?: Partial<StockAlertFormLabels>;
}

/** Stock notification sign-up (spec §5): e-mail plus the required privacy agreement. */
export function StockAlertForm({
  onSubmit,
  status = 'idle',
  errorMessage,
  agreementLabel,
  labels: labelsProp,
}: StockAlertFormProps) {
  const hydrated = useHydrated();
  const labels = { ...defaultStockAlertFormLabels, ...labelsProp };
  const [address, setAddress] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const rules = [required({ message: labels.required }), emailRule({ message: labels.invalidEmail })];
  const emailError = attempted ? validate(address, rules) : null;
  const agreedError = attempted && !agreed ? labels.required : null;

  if (status === 'success') {
    return (
      <p className={css.success} role="status" data-state="success">
        {labels.success}
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (validate(address, rules) || !agreed) return;
    onSubmit(address.trim());
  };

  return (
    <form className={css.form} noValidate onSubmit={submit} data-state={status}>
      <p className={css.intro}>{labels.intro}</p>
      <TextField
        label={labels.email}
        type="email"
        name="email"
        autoComplete="email"
        value={address}
        onValueChange={setAddress}
        noValidate
        maxLength={null}
        error={emailError}
      />
      <Checkbox
        name="agreement"
        label={agreementLabel}
        checked={agreed}
        onCheckedChange={setAgreed}
        error={agreedError}
        aria-required
      />
      {status === 'error' && errorMessage ? (
        <p className={css.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        fullWidth
        loading={status === 'submitting'}
        disabled={!hydrated}
      >
        {labels.submit}
      </Button>
    </form>
  );
}
