import { useApolloClient, useQuery } from '@apollo/client/react';
import { Heading, Loader, PasswordField, Stack, Text, TextField } from '@shop/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStoreView } from '../../../../platform/store/store-context';
import {
  ErrorNote,
  failure,
  NewPasswordFields,
  passwordToggle,
  SubmitButton,
  useFocusFirstError,
  useForm,
  useTexts,
} from '../../forms';
import { signIn } from '../../session';
import { BirthdayForm } from './BirthdayForm';
import { AccountInformationDocument } from './__generated__/AccountInformation';
import { ChangeCustomerPasswordDocument } from './__generated__/ChangeCustomerPassword';
import { UpdateCustomerEmailDocument } from './__generated__/UpdateCustomerEmail';
import { UpdateCustomerNameDocument } from './__generated__/UpdateCustomerName';

type Outcome = { done: string } | { failed: string } | null;

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {outcome && 'done' in outcome ? (
        <div role="status">
          <Text tone="positive">{outcome.done}</Text>
        </div>
      ) : null}
      <ErrorNote>{outcome && 'failed' in outcome ? outcome.failed : null}</ErrorNote>
    </>
  );
}

/** A titled section holding one form (each saves on its own). */
function Section({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <Heading level={2} size="medium" id={id}>
          {title}
        </Heading>
        {children(id)}
      </Stack>
    </section>
  );
}

function NameForm({ firstname, lastname }: { firstname: string; lastname: string }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const form = useForm({ firstname, lastname });
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      await apollo.mutate({
        mutation: UpdateCustomerNameDocument,
        variables: { firstname: form.values.firstname.trim(), lastname: form.values.lastname.trim() },
      });
      // The header's greeting and the dashboard read the name too.
      await apollo.refetchQueries({ include: 'active' });
      setOutcome({ done: t('account.info.nameSaved') });
    } catch (error) {
      setOutcome({ failed: failure(error, t('account.formError')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('account.info.name')}>
      {(headingId) => (
        <form
          ref={formRef}
          method="post"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(e) => void submit(e)}
        >
          <Stack space="medium">
            <TextField
              {...form.field('firstname')}
              label={t('account.firstname')}
              autoComplete="given-name"
            />
            <TextField {...form.field('lastname')} label={t('account.lastname')} autoComplete="family-name" />
            <OutcomeNote outcome={outcome} />
            <SubmitButton busy={busy}>{t('account.info.saveName')}</SubmitButton>
          </Stack>
        </form>
      )}
    </Section>
  );
}

function EmailForm({ email }: { email: string }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const form = useForm({ email: '', password: '' });
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!form.check()) return;
    setBusy(true);
    try {
      await apollo.mutate({
        mutation: UpdateCustomerEmailDocument,
        variables: { email: form.values.email.trim(), password: form.values.password },
      });
      await apollo.refetchQueries({ include: 'active' });
      form.reset({ email: '', password: '' });
      setOutcome({ done: t('account.info.emailSaved') });
    } catch (error) {
      setOutcome({ failed: failure(error, t('account.formError')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('account.info.emailTitle')}>
      {(headingId) => (
        <form
          ref={formRef}
          method="post"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(e) => void submit(e)}
        >
          <Stack space="medium">
            <Text>{t('account.info.currentEmail', { email })}</Text>
            <TextField
              {...form.field('email')}
              label={t('account.info.newEmail')}
              type="email"
              autoComplete="email"
            />
            <PasswordField
              {...form.field('password')}
              label={t('account.currentPassword')}
              autoComplete="current-password"
              {...passwordToggle(t)}
            />
            <OutcomeNote outcome={outcome} />
            <SubmitButton busy={busy}>{t('account.info.emailTitle')}</SubmitButton>
          </Stack>
        </form>
      )}
    </Section>
  );
}

/**
 * The password change of spec §5: the repeat must match ("Fields must match") and the new password
 * must differ from the current one ("Fields must be different"). The API revokes every token of the
 * account when the password changes, so the shopper is signed in again with the new one.
 */
function PasswordForm({ email }: { email: string }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const store = useStoreView();
  const empty = { currentPassword: '', newPassword: '', passwordRepeat: '' };
  const form = useForm(empty);
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!form.check()) return;
    setBusy(true);
    const { currentPassword, newPassword } = form.values;
    try {
      await apollo.mutate({
        mutation: ChangeCustomerPasswordDocument,
        variables: { currentPassword, newPassword },
      });
    } catch (error) {
      setOutcome({ failed: failure(error, t('account.formError')) });
      setBusy(false);
      return;
    }
    try {
      await signIn(apollo, store.code, { email, password: newPassword });
      form.reset(empty);
      setOutcome({ done: t('account.info.passwordSaved') });
    } catch (error) {
      setOutcome({ failed: failure(error, t('account.failed')) });
    } finally {
      setBusy(false);
    }
  };
  const toggle = passwordToggle(t);
  return (
    <Section title={t('account.changePassword')}>
      {(headingId) => (
        <form
          ref={formRef}
          method="post"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(e) => void submit(e)}
        >
          <Stack space="medium">
            <PasswordField
              {...form.field('currentPassword')}
              label={t('account.currentPassword')}
              autoComplete="current-password"
              {...toggle}
            />
            <NewPasswordFields field={form.field} label={t('account.newPassword')} />
            <OutcomeNote outcome={outcome} />
            <SubmitButton busy={busy}>{t('account.changePassword')}</SubmitButton>
          </Stack>
        </form>
      )}
    </Section>
  );
}

/**
 * Account information (spec §2 `/account-information`): the name, the e-mail (confirmed with the
 * password) and the password. Fetched in the browser only.
 */
export function AccountInformation() {
  const { t } = useTexts();
  const { data, previousData, error, loading } = useQuery(AccountInformationDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  // Signing in again after a password change refetches everything: the forms stay meanwhile.
  const customer = (data ?? previousData)?.customer;
  if (!customer)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  return (
    <Stack space="xlarge">
      <NameForm firstname={customer.firstname ?? ''} lastname={customer.lastname ?? ''} />
      <BirthdayForm />
      <EmailForm email={customer.email ?? ''} />
      <PasswordForm email={customer.email ?? ''} />
    </Stack>
  );
}
