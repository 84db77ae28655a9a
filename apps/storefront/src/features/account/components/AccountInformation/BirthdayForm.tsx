import { useApolloClient, useQuery } from '@apollo/client/react';
import { Heading, Inline, Stack, Text, TextField } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { useLoyaltyEnabled } from '../../../../platform/store/loyalty';
import { ErrorNote, failure, SubmitButton, useTexts } from '../../forms';
import { CustomerBirthdayDocument } from './__generated__/CustomerBirthday';
import { UpdateCustomerBirthdayDocument } from './__generated__/UpdateCustomerBirthday';
import { birthdayDate, birthdayFields, type BirthdayFields } from './birthdayRules';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The birthday of spec §1/§3 (day, month, year) for the 30 % birthday offer, on account information
 * where the store view runs the loyalty programme. Spec §5 "Birthday changeable once": the API counts
 * the writes (set, then one change by default) and refuses more with the spec's words; once no change
 * is left the form says so, and a save is refused by the API in the spec's words; what was typed stays.
 */
export function BirthdayForm() {
  const enabled = useLoyaltyEnabled();
  const { data } = useQuery(CustomerBirthdayDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
    skip: !enabled,
  });
  const customer = data?.customer;
  if (!enabled || !customer) return null;
  return (
    <BirthdayFormFields
      initialSaved={customer.date_of_birth ?? null}
      initialChangesLeft={customer.date_of_birth_changes_left}
    />
  );
}

function BirthdayFormFields({
  initialSaved,
  initialChangesLeft,
}: {
  initialSaved: string | null;
  initialChangesLeft: number;
}) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const headingId = useId();
  // What the API holds, from the first read and then from each save's answer.
  const [{ saved, changesLeft }, setStored] = useState({
    saved: initialSaved,
    changesLeft: initialChangesLeft,
  });
  const [values, setValues] = useState<BirthdayFields>(() => birthdayFields(initialSaved));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = changesLeft <= 0;
  const field = (name: keyof BirthdayFields) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    inputMode: 'numeric' as const,
    // Day, month and year are checked together (birthdayRules): no 65-character counter here.
    maxLength: null,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const result = birthdayDate(values, todayIso());
    if ('problem' in result) {
      setProblem(t(`account.birthday.${result.problem}`));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await apollo.mutate({
        mutation: UpdateCustomerBirthdayDocument,
        variables: { date: result.date },
      });
      const customer = data?.updateCustomerV2?.customer;
      if (customer)
        setStored({
          saved: customer.date_of_birth ?? null,
          changesLeft: customer.date_of_birth_changes_left,
        });
      setDone(t('account.birthday.saved'));
    } catch (error) {
      setProblem(failure(error, t('account.formError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} size="medium" id={headingId}>
          {t('account.birthday.title')}
        </Heading>
        <Text>{t('account.birthday.intro')}</Text>
        <form method="post" noValidate aria-labelledby={headingId} onSubmit={(e) => void submit(e)}>
          <Stack space="medium">
            <Inline space="small" alignY="top">
              <TextField {...field('day')} label={t('account.birthday.day')} autoComplete="bday-day" />
              <TextField
                {...field('month')}
                label={t('account.birthday.month')}

                autoComplete="bday-month"
              />
              <TextField {...field('year')} label={t('account.birthday.year')} autoComplete="bday-year" />
            </Inline>
            <Text tone="muted">
              {locked
                ? t('account.birthday.locked')
                : saved
                  ? t('account.birthday.oneChange')
                  : t('account.birthday.setRule')}
            </Text>
            {done ? (
              <div role="status">
                <Text tone="positive">{done}</Text>
              </div>
            ) : null}
            <ErrorNote>{problem}</ErrorNote>
            <SubmitButton busy={busy}>{t('account.birthday.save')}</SubmitButton>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
