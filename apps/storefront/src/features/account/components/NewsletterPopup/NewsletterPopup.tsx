import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, Inline, Stack } from '@shop/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { showToast } from '../../../../platform/toasts';
import { ErrorNote, failure, SubmitButton, useTexts } from '../../forms';
import { NewsletterStatusDocument } from '../Newsletter/__generated__/NewsletterStatus';
import {
  clearNewsletterPopupFlag,
  newsletterPopupOffered,
  type NewsletterStatus,
} from '../Newsletter/newsletterRules';
import { useNewsletterSubmit } from '../Newsletter/useNewsletterSubmit';

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
  const { data } = useQuery(NewsletterStatusDocument, { fetchPolicy: 'network-only', ssr: false });
  const status = data?.customer?.newsletter_status as NewsletterStatus | null | undefined;
  const [closed, setClosed] = useState(false);
  const offered = status ? newsletterPopupOffered(status) : false;
  const open = offered && !closed;
  const { submit: change, busy, agreement, agreementMissing } = useNewsletterSubmit();
  const [failed, setFailed] = useState<string | null>(null);

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
    try {
      if (!(await change(true))) return;
      showToast({ type: 'success', message: t('account.newsletterPage.sent'), timeout: 5000 });
      close();
    } catch (error) {
      setFailed(failure(error, t('account.formError')));
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
                {...agreement}
                name="agreement"
                label={t('account.newsletterPage.agreement')}
                error={agreementMissing ? t('account.validation.required') : undefined}
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
