import { Link as UiLink, Stack, Text } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { signInPath } from '../../authOnly';
import { AccountPage } from '../../components/AccountPage/AccountPage';
import { NewsletterConfirmation, NewsletterSettings } from '../../components/Newsletter/Newsletter';
import { confirmationParams } from '../../components/Newsletter/newsletterRules';

/** What a guest sees: /newsletter is not among spec §6's auth-only routes (the e-mail's link works signed out). */
function GuestPrompt() {
  const intl = useIntl();
  return (
    <Text>
      <UiLink asChild variant="inline">
        <Link to={signInPath('/newsletter')}>
          {intl.formatMessage({ id: 'account.newsletterPage.signIn' })}
        </Link>
      </UiLink>
    </Text>
  );
}

/**
 * /newsletter: the customer's newsletter settings, and the landing page of the confirmation
 * e-mail's link (`?subscriber=…&code=…`), which confirms for guests and customers alike.
 */
export function Component() {
  const [params] = useSearchParams();
  const link = confirmationParams(params);
  // The settings read the status again once the link confirmed it.
  const [confirmedAt, setConfirmedAt] = useState(0);
  const confirmation = link ? (
    <NewsletterConfirmation {...link} onConfirmed={() => setConfirmedAt(Date.now())} />
  ) : null;
  return (
    <AccountPage titleId="account.menu.newsletter" authOnly={false} guest={confirmation ?? <GuestPrompt />}>
      <Stack space="large">
        {confirmation}
        <NewsletterSettings key={confirmedAt} />
      </Stack>
    </AccountPage>
  );
}
