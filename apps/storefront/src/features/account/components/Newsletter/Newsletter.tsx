import { useApolloClient, useQuery } from '@apollo/client/react';
import { Checkbox, Link as UiLink, Loader, Stack, Text } from '@shop/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorNote, failure, SubmitButton, useTexts } from '../../forms';
import { ConfirmNewsletterSubscriptionDocument } from './__generated__/ConfirmNewsletterSubscription';
import { NewsletterStatusDocument } from './__generated__/NewsletterStatus';
import { newsletterAction, statusMessageId, type NewsletterStatus } from './newsletterRules';
import { useNewsletterSubmit } from './useNewsletterSubmit';

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

/**
 * The confirmation e-mail's link (double opt-in): confirms once on arrival, signed in or not, and
 * says how it went. The code is never shown or stored.
 */
export function NewsletterConfirmation({
  subscriberId,
  code,
  onConfirmed,
}: {
  subscriberId: number;
  code: string;
  onConfirmed?: () => void;
}) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apollo
      .mutate({ mutation: ConfirmNewsletterSubscriptionDocument, variables: { subscriberId, code } })
      .then(() => {
        setOutcome({ done: t('account.newsletterPage.confirmed') });
        onConfirmed?.();
      })
      .catch((error: unknown) =>
        setOutcome({ failed: failure(error, t('account.newsletterPage.linkFailed')) }),
      );
  }, [apollo, subscriberId, code, t, onConfirmed]);
  return outcome ? <OutcomeNote outcome={outcome} /> : <Loader label={t('shell.loading')} />;
}

/**
 * The customer's newsletter settings (spec §2 /newsletter): the subscription's status (spec §3's
 * four), subscribing with the terms agreement (spec §5; a confirmation e-mail follows) and
 * unsubscribing, which takes effect at once. Fetched in the browser only.
 */
export function NewsletterSettings() {
  const { t } = useTexts();
  const { data, loading, error, refetch } = useQuery(NewsletterStatusDocument, {
    fetchPolicy: 'network-only',
    ssr: false,
  });
  const { submit: change, busy, agreement, agreementMissing } = useNewsletterSubmit();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const customer = data?.customer;
  if (!customer)
    return loading ? (
      <Loader label={t('shell.loading')} />
    ) : (
      <ErrorNote>{error ? t('error.text') : null}</ErrorNote>
    );
  const status = customer.newsletter_status as NewsletterStatus;
  const action = newsletterAction(status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      if (!(await change(action === 'subscribe'))) return;
      await refetch();
      setOutcome({
        done: t(
          action === 'subscribe' ? 'account.newsletterPage.sent' : 'account.newsletterPage.unsubscribed',
        ),
      });
    } catch (failed) {
      setOutcome({ failed: failure(failed, t('account.formError')) });
    }
  };

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
      <Stack space="medium">
        <Text>{t(statusMessageId(status), { email: customer.email ?? '' })}</Text>
        {action === 'subscribe' ? (
          <Checkbox
            {...agreement}
            name="agreement"
            label={t('account.newsletterPage.agreement')}
            error={agreementMissing ? t('account.validation.required') : undefined}
          />
        ) : null}
        <OutcomeNote outcome={outcome} />
        <SubmitButton busy={busy}>
          {t(
            action === 'subscribe'
              ? 'account.newsletterPage.subscribe'
              : 'account.newsletterPage.unsubscribe',
          )}
        </SubmitButton>
        <Text>
          <UiLink asChild variant="inline">
            <Link to="/communications">{t('account.newsletterPage.toCommunications')}</Link>
          </UiLink>
        </Text>
      </Stack>
    </form>
  );
}
