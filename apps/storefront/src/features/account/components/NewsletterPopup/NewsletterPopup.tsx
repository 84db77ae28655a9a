import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, Inline, Stack } from '@shop/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../../platform/toasts';
import { ErrorNote, failure, SubmitButton, useTexts } from '../../forms';
import { NewsletterStatusDocument } from '../Newsletter/__generated__/NewsletterStatus';
import { UpdateNewsletterSubscriptionDocument } from '../Newsletter/__generated__/UpdateNewsletterSubscription';
import {
  clearNewsletterPopupFlag,
  newsletterPopupOffered,
  type NewsletterStatus,
} from '../Newsletter/newsletterRules';

/**
 * Spec §4 newsletter pop-up: opens when the flag set at sign-in is in storage, then the flag is
 * cleared — so it is shown once per sign-in, not again after a reload. A customer already
 * subscribed (or waiting to confirm) is not asked; the flag is cleared all the same. Subscribing
 * is the same subscription as /newsletter (`updateCustomerV2(is_subscribed)`, double opt-in: a
 * confirmation e-mail follows) and needs the terms agreement (spec §5). Its own lazy chunk, loaded
 * by the account menu only while the flag is set.
 */
export function NewsletterPopup({ onDone }: { onDone: () => void }) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const { data } = useQuery(NewsletterStatusDocument, { fetchPolicy: 'network-only', ssr: false });
  const status = data?.customer?.newsletter_status as NewsletterStatus | null | undefined;
  const [closed, setClosed] = useState(false);
  const offered = status ? newsletterPopupOffered(status) : false;
  const open = offered && !closed;
  const [agreed, setAgreed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const agreementRef = useRef<HTMLInputElement>(null);

  // Once the status is known the flag has done its work: cleared as the pop-up shows (or is not
  // needed, and the host unmounts it).
  useEffect(() => {
    if (!status) return;
    clearNewsletterPopupFlag();
    if (!newsletterPopupOffered(status)) onDone();
  }, [status, onDone]);

  const close = () => {
    setClosed(true);
    onDone();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    if (!agreed) {
      // Spec §5: without the agreement nothing is submitted.
      setAttempt((n) => n + 1);
      agreementRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await apollo.mutate({
        mutation: UpdateNewsletterSubscriptionDocument,
        variables: { subscribed: true },
      });
      showToast({ type: 'success', message: t('account.newsletterPage.sent'), timeout: 5000 });
      close();
    } catch (error) {
      setFailed(failure(error, t('account.formError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content size="small" closeLabel={t('account.newsletterPopup.close')}>
        <Dialog.Header>
          <Dialog.Title>{t('account.newsletterPopup.title')}</Dialog.Title>
          <Dialog.Description>{t('account.newsletterPopup.text')}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
            <Stack space="medium">
              <Checkbox
                ref={agreementRef}
                name="agreement"
                label={t('account.newsletterPage.agreement')}
                checked={agreed}
                onCheckedChange={setAgreed}
                error={attempt > 0 && !agreed ? t('account.validation.required') : undefined}
              />
              <ErrorNote>{failed}</ErrorNote>
              <Inline space="small">
                <SubmitButton busy={busy}>{t('account.newsletterPage.subscribe')}</SubmitButton>
                <Button type="button" variant="secondary" onClick={close}>
                  {t('account.newsletterPopup.later')}
                </Button>
              </Inline>
            </Stack>
          </form>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
