import { Newsletter } from '@shop/ui/blocks/Newsletter';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useApolloLoader } from '../../../../../platform/data/apolloSource';
import { onFirstInteraction } from '../../../../../platform/captcha/firstInteraction';
import { showToast } from '../../../../../platform/toasts';
import { SubscribeNewsletterDocument } from '../../forms/__generated__/SubscribeNewsletter';
import { useSubmission, useValidationLabels } from '../../forms/useSubmission';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

const captcha = () => import('../../../../../platform/captcha/captcha');

function NewsletterView({ block }: BlockViewProps<'newsletter'>) {
  const intl = useIntl();
  const loadApollo = useApolloLoader();
  const { headingLevel } = usePageBuilder();
  const { status, error, run } = useSubmission();
  const validation = useValidationLabels();
  // Spec §4: the captcha key and script load after the shopper's first interaction, not before.
  useEffect(
    () =>
      onFirstInteraction(
        () => void Promise.all([captcha(), loadApollo()]).then(([m, apollo]) => m.prepareCaptcha(apollo)),
      ),
    [loadApollo],
  );
  useEffect(() => {
    // Spec §8 "Newsletter failure: error toast with server message until closed" (e.g. the
    // captcha's refusal); the typed address stays in the form.
    if (status === 'error' && error)
      showToast({ type: 'error', message: error, timeout: null, dismissable: true });
  }, [status, error]);
  const subscribe = (email: string) =>
    run(async () => {
      const [{ captchaToken, CAPTCHA_HEADER }, apollo] = await Promise.all([captcha(), loadApollo()]);
      const token = await captchaToken(apollo, 'subscribe_newsletter');
      // Spec §7: the token travels in a header (empty when the captcha failed, spec §4).
      await apollo.mutate({
        mutation: SubscribeNewsletterDocument,
        variables: { email },
        context: { headers: { [CAPTCHA_HEADER]: token } },
      });
    });
  return (
    <Newsletter
      title={block.title || intl.formatMessage({ id: 'pagebuilder.newsletter.title' })}
      description={block.description || undefined}
      agreementLabel={intl.formatMessage({ id: 'pagebuilder.newsletter.agreement' })}
      captchaNotice={intl.formatMessage({ id: 'pagebuilder.newsletter.captcha' })}
      onSubmit={(email) => void subscribe(email)}
      status={status}
      labels={{
        email: intl.formatMessage({ id: 'pagebuilder.form.email' }),
        submit: intl.formatMessage({ id: 'pagebuilder.newsletter.submit' }),
        required: validation.required,
        invalidEmail: validation.invalidEmail,
        success: intl.formatMessage({ id: 'pagebuilder.newsletter.success' }),
      }}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = { newsletter: NewsletterView };
