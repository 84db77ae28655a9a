import { useApolloClient, useQuery } from '@apollo/client/react';
import { Checkbox, Link as UiLink, Loader, phone, required, Stack, Text, TextField } from '@shop/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorNote, failure, SubmitButton, useTexts } from '../../forms';
import { CommunicationPreferencesDocument } from './__generated__/CommunicationPreferences';
import { UpdateCommunicationPreferencesDocument } from './__generated__/UpdateCommunicationPreferences';

type Outcome = { done: string } | { failed: string } | null;

interface Preferences {
  email: boolean;
  sms: boolean;
  sms_telephone: string | null;
}

function PreferencesForm({ saved, onSaved }: { saved: Preferences; onSaved: () => Promise<unknown> }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const [email, setEmail] = useState(saved.email);
  const [sms, setSms] = useState(saved.sms);
  const [telephone, setTelephone] = useState(saved.sms_telephone ?? '');
  // Spec §5: the terms are agreed to with every change.
  const [agreed, setAgreed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const channelsId = useId();
  const phoneRules = [
    required({ message: t('account.validation.required') }),
    phone({ message: t('account.communications.phoneInvalid') }),
  ];
  const phoneError =
    sms && (telephone.trim() === '' || !phoneRules.every((rule) => rule(telephone, {}) === null));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!agreed || phoneError) {
      // Nothing is submitted; the form keeps what was entered.
      setAttempt((n) => n + 1);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      await apollo.mutate({
        mutation: UpdateCommunicationPreferencesDocument,
        variables: {
          input: { email, sms, sms_telephone: sms ? telephone.trim() : null, terms_agreed: agreed },
        },
      });
      await onSaved();
      setAgreed(false);
      setAttempt(0);
      setOutcome({ done: t('account.communications.saved') });
    } catch (error) {
      setOutcome({ failed: failure(error, t('account.formError')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy || undefined}
    >
      <Stack space="medium">
        <div role="group" aria-labelledby={channelsId}>
          <Stack space="small">
            <Text weight="strong" id={channelsId}>
              {t('account.communications.channels')}
            </Text>
            <Checkbox
              name="email"
              label={t('account.communications.email')}
              checked={email}
              onCheckedChange={setEmail}
            />
            <Checkbox
              name="sms"
              label={t('account.communications.sms')}
              checked={sms}
              onCheckedChange={setSms}
            />
          </Stack>
        </div>
        {sms ? (
          <TextField
            name="sms_telephone"
            type="tel"
            autoComplete="tel"
            label={t('account.communications.phone')}
            value={telephone}
            onValueChange={setTelephone}
            rules={phoneRules}
            touched={attempt > 0}
            noValidate
          />
        ) : null}
        <Checkbox
          name="terms_agreed"
          label={t('account.communications.agreement')}
          checked={agreed}
          onCheckedChange={setAgreed}
          error={attempt > 0 && !agreed ? t('account.validation.required') : undefined}
        />
        <OutcomeNote outcome={outcome} />
        <SubmitButton busy={busy}>{t('account.communications.save')}</SubmitButton>
      </Stack>
    </form>
  );
}

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

/**
 * The customer's channel preferences (spec §2 /communications): e-mail and text messages (to a
 * phone number in the spec §5 format), saved only with the terms agreed (spec §5). The newsletter
 * has its own screen. Fetched in the browser only.
 */
export function Communications() {
  const { t } = useTexts();
  const { data, loading, error, refetch } = useQuery(CommunicationPreferencesDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const preferences = data?.customer?.communication_preferences;
  if (!preferences)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  return (
    <Stack space="large">
      <PreferencesForm saved={preferences} onSaved={refetch} />
      <Text>
        <UiLink asChild variant="inline">
          <Link to="/newsletter">{t('account.communications.toNewsletter')}</Link>
        </UiLink>
      </Text>
    </Stack>
  );
}
