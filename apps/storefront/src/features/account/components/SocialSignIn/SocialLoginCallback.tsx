import { useApolloClient } from '@apollo/client/react';
import { Container, Heading, Link as UiLink, Loader, Stack, Text } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountCustomerDocument } from '../../__generated__/AccountCustomer';
import { completeSignIn } from '../../session';
import { usePageTitle, useStoreView } from '../../../../platform/store/store-context';

/** The session's lifetime the shop server gave (seconds), within what a customer token lives. */
function lifetimeOf(value: string | null): number | null {
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 && seconds <= 86_400 ? seconds : null;
}

/**
 * `/amsociallogin/social/login` (spec §2 social login callback), the page the shop server sends
 * the shopper to after the provider: `?social=signed-in` finishes the sign-in in this browser
 * (only once the session cookie proves to work: the customer must load) and goes on to the
 * account; anything else shows spec §8's "Something went wrong. Please try again later".
 */
export function SocialLoginCallback() {
  const intl = useIntl();
  const apollo = useApolloClient();
  const store = useStoreView();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lifetime = lifetimeOf(params.get('lifetime'));
  const signingIn = params.get('social') === 'signed-in' && lifetime !== null;
  const [failed, setFailed] = useState(!signingIn);
  const started = useRef(false);
  const title = intl.formatMessage({ id: 'account.social.title' });

  useEffect(() => {
    if (!signingIn || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { data } = await apollo.query({ query: AccountCustomerDocument, fetchPolicy: 'network-only' });
        if (!data?.customer) throw new Error('no customer');
        await completeSignIn(apollo, store.code, lifetime);
        await navigate('/account', { replace: true });
      } catch {
        setFailed(true);
      }
    })();
  }, [apollo, lifetime, navigate, signingIn, store.code]);

  return (
    <>
      <title>{usePageTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Container paddingY="page" size="narrow">
        <Stack space="large">
          <Heading level={1}>{title}</Heading>
          {failed ? (
            <Stack space="medium">
              <div role="alert">
                <Text tone="critical">{intl.formatMessage({ id: 'account.failed' })}</Text>
              </div>
              <UiLink asChild>
                <Link to="/sign-in">{intl.formatMessage({ id: 'account.social.again' })}</Link>
              </UiLink>
            </Stack>
          ) : (
            <Loader label={intl.formatMessage({ id: 'account.social.signingIn' })} />
          )}
        </Stack>
      </Container>
    </>
  );
}
