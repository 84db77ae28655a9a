import { Container, Heading, Stack } from '@shop/ui';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../platform/store/store-context';
import { safeReturnTo } from '../../validation';
import { AuthScreen, authScreenTitleIds, type AuthScreenName } from '../AuthScreen/AuthScreen';

/**
 * A screen of the authentication dialog as a full page (spec §2 routes). The form is rendered by
 * the server without any customer data and works once hydrated. After signing in the shopper goes
 * back to where they came from: `?returnTo=` (a path of this shop), else the previous page of this
 * visit, else home.
 */
export function AuthPage({ screen }: { screen: AuthScreenName }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const title = intl.formatMessage({ id: authScreenTitleIds[screen] });
  const goBack = () => {
    const returnTo = safeReturnTo(params.get('returnTo'));
    if (returnTo) void navigate(returnTo, { replace: true });
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <>
      <title>{usePageTitle(title)}</title>
      {screen === 'resetPassword' ? <meta name="robots" content="noindex, nofollow" /> : null}
      <Container paddingY="page" size="narrow">
        <Stack space="large">
          <Heading level={1}>{title}</Heading>
          <AuthScreen
            screen={screen}
            mode="page"
            onSignedIn={goBack}
            {...(screen === 'resetPassword'
              ? { reset: { token: params.get('token'), email: params.get('email') } }
              : {})}
          />
        </Stack>
      </Container>
    </>
  );
}
