import { useApolloClient } from '@apollo/client/react';
import { Newsletter } from '@shop/ui/blocks/Newsletter';
import { useIntl } from 'react-intl';
import { CaptchaConfigDocument } from '../../forms/__generated__/CaptchaConfig';
import { SubscribeNewsletterDocument } from '../../forms/__generated__/SubscribeNewsletter';
import { captchaToken } from '../../forms/captcha';
import { useSubmission, useValidationLabels } from '../../forms/useSubmission';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';

function NewsletterView({ block }: BlockViewProps<'newsletter'>) {
  const intl = useIntl();
  const apollo = useApolloClient();
  const { headingLevel } = usePageBuilder();
  const { status, error, run } = useSubmission();
  const validation = useValidationLabels();
  const subscribe = (email: string) =>
    run(async () => {
      const { data: config } = await apollo.query({ query: CaptchaConfigDocument });
      const token = await captchaToken(config?.storeConfig?.captcha_key, 'subscribe_newsletter');
      // Spec §7: the token travels in a header (empty when the captcha could not load).
      await apollo.mutate({
        mutation: SubscribeNewsletterDocument,
        variables: { email },
        context: { headers: { 'X-ReCaptcha': token } },
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
      errorMessage={error}
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
