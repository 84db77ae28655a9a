import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@shop/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SocialLoginButtonsDocument } from './__generated__/SocialLoginButtons';

/** Only the shop's own start path: a button never sends the shopper anywhere else first. */
const isShopPath = (url: string) => url.startsWith('/amsociallogin/social/login?');

/**
 * The configured social sign-in providers' buttons (Amasty's `amSocialLoginButtonConfig`), under
 * the sign-in form; nothing when none is configured. Each is a full-page navigation to the shop
 * server's start of the sign-in (server/socialLogin.ts), in the current store view.
 */
export function SocialButtons() {
  const intl = useIntl();
  const { data } = useQuery(SocialLoginButtonsDocument, { fetchPolicy: 'cache-first' });
  const buttons = (data?.amSocialLoginButtonConfig ?? []).filter(
    (b): b is { type: string; label: string; url: string } =>
      !!b?.type && !!b.label && !!b.url && isShopPath(b.url),
  );
  if (buttons.length === 0) return null;
  return (
    <Stack space="small">
      <Text tone="muted">{intl.formatMessage({ id: 'account.social.or' })}</Text>
      {buttons.map((button) => (
        <Button key={button.type} asChild variant="secondary">
          <Link to={button.url} reloadDocument>
            {intl.formatMessage({ id: 'account.social.continueWith' }, { name: button.label })}
          </Link>
        </Button>
      ))}
    </Stack>
  );
}
