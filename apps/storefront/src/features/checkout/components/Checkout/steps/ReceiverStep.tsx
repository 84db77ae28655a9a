import { Button, Stack, Text, TextField, email as emailRule, required, validate } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { type CheckoutLabels } from '../labels';
import { useCheckoutMutations } from '../checkoutMutations';
import { ErrorNote, failureText, useFocusFirstError, type Mutate } from './stepParts';

export function ReceiverStep({
  cartId,
  saved,
  accountEmail,
  value,
  onValueChange,
  labels,
  mutate,
  onDone,
}: {
  cartId: string;
  saved: string | null;
  /** A signed-in customer's cart carries the account's e-mail, which only the account changes. */
  accountEmail: string | null;
  value: string;
  onValueChange: (value: string) => void;
  labels: CheckoutLabels;
  mutate: Mutate;
  onDone: () => void;
}) {
  const mutations = useCheckoutMutations(cartId);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const formRef = useFocusFirstError(attempt);
  const rules = [
    required({ message: labels.validation.required }),
    emailRule({ message: labels.validation.invalidEmail }),
  ];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (accountEmail) {
      onDone();
      return;
    }
    if (validate(value, rules)) {
      setAttempt((n) => n + 1);
      return;
    }
    if (saved && saved === value.trim().toLowerCase()) {
      onDone();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      await mutate(() => mutations.setGuestEmail(value.trim()));
      onDone();
    } catch (error) {
      setFailed(failureText(error, labels));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="large">
        {accountEmail ? (
          <Text>{labels.t('checkoutPage.accountEmail', { email: accountEmail })}</Text>
        ) : (
          <TextField
            label={labels.address.email}
            type="email"
            name="receiver.email"
            autoComplete="email"
            value={value}
            onValueChange={onValueChange}
            hint={labels.t('checkoutPage.emailHint')}
            rules={rules}
            noValidate
            touched={attempt > 0}
            disabled={busy}
          />
        )}
        <ErrorNote>{failed}</ErrorNote>
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {labels.t('checkoutPage.continue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
