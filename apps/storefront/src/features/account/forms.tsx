import { Button, PasswordField, Text } from '@shop/ui';
import { useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../platform/useHydrated';
import { SignInError } from './session';
import { accountRules, formErrors, type AccountField } from './validation';

/*
 * What the account's forms share (the authentication screens, account information): texts and
 * spec §5 rules in the shopper's language, a form's values and submit attempts, the error note,
 * the password fields and a submit button that waits for hydration.
 */

export function useTexts() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    return {
      t,
      rules: accountRules({
        required: t('account.validation.required'),
        email: t('account.validation.email'),
        maxLength: t('account.validation.maxLength'),
        password: t('account.validation.password'),
        mustMatch: t('account.validation.mustMatch'),
        mustDiffer: t('account.validation.mustDiffer'),
      }),
    };
  }, [intl]);
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return children ? (
    <div role="alert">
      <Text tone="critical">{children}</Text>
    </div>
  ) : null;
}

/** After a refused submit, focus goes to the first field with a message. */
export function useFocusFirstError(attempt: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return formRef;
}

/** One form's values and submit attempts (messages show after the first). */
export function useForm<F extends AccountField>(initial: Record<F, string>) {
  const { rules } = useTexts();
  const [values, setValues] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  return {
    values,
    attempt,
    field: (field: F) => ({
      name: field,
      value: values[field],
      onValueChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
      rules: rules[field],
      validationContext: { values },
      noValidate: true,
      touched: attempt > 0,
    }),
    /** New values with no messages shown (after a successful submit). */
    reset: (next: Record<F, string>) => {
      setValues(next);
      setAttempt(0);
    },
    /** True when the values pass; otherwise shows the messages and focuses the first. */
    check: () => {
      const ok = Object.keys(formErrors(values, rules)).length === 0;
      if (!ok) setAttempt((n) => n + 1);
      return ok;
    },
  };
}

/** A new password and its repeat (create account, reset password): spec §5 rules and "Fields must match". */
/** The show/hide toggle's names and its visible text, in the shopper's language. */
export function passwordToggle(t: (id: string) => string) {
  return {
    showLabel: t('account.showPassword'),
    hideLabel: t('account.hidePassword'),
    toggleText: (visible: boolean) => t(visible ? 'account.hidePasswordShort' : 'account.showPasswordShort'),
  };
}

export type FieldBinding = Omit<ComponentProps<typeof PasswordField>, 'label' | 'showLabel' | 'hideLabel'>;

export function NewPasswordFields({
  field,
  label,
}: {
  field: (name: 'newPassword' | 'passwordRepeat') => FieldBinding;
  label: string;
}) {
  const { t } = useTexts();
  const toggle = passwordToggle(t);
  return (
    <>
      <PasswordField
        {...field('newPassword')}
        label={label}
        hint={t('account.passwordHint')}
        autoComplete="new-password"
        {...toggle}
      />
      <PasswordField
        {...field('passwordRepeat')}
        label={t('account.passwordRepeat')}
        autoComplete="new-password"
        {...toggle}
      />
    </>
  );
}

/**
 * Disabled until the page has hydrated: a form sent by the browser itself would put the e-mail and
 * password into the address bar and the server's logs (and lose them), so it cannot be sent before
 * the script that signs in is ready. `method="post"` on the forms is the second guard.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="primary" loading={busy} disabled={!hydrated}>
      {children}
    </Button>
  );
}

export function failure(error: unknown, fallback: string): string {
  if (error instanceof SignInError && error.message) return error.message;
  const errors = (error as { errors?: { message?: string }[] } | null)?.errors;
  return errors?.[0]?.message ?? fallback;
}
