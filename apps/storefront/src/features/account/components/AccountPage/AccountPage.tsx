import { Container, Heading, Inline, Link as UiLink, Loader, Stack } from '@shop/ui';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { isSignedIn } from '../../../../platform/session/marker';
import { usePageTitle } from '../../../../platform/store/store-context';
import { useHydrated } from '../../../../platform/useHydrated';
import { visibleAccountScreens, type AccountScreenTitleId } from '../../accountScreens';
import { useLoyaltyEnabled } from '../../../../platform/store/loyalty';
import { signInPath } from '../../authOnly';
import { useSignedIn } from '../../signedIn';

export interface AccountPageProps {
  titleId: AccountScreenTitleId;
  /** Spec §6 auth-only route: a guest goes to /sign-in and comes back here after signing in. */
  authOnly: boolean;
  /** The screen for a signed-in customer (browser only: its data is fetched there). */
  children: ReactNode;
  /** What a guest sees instead (routes that are not auth-only). */
  guest?: ReactNode;
}

/**
 * The frame of an account screen: its title, the account's own navigation and the screen. The
 * server renders the frame only (no customer data is ever in its HTML); the screen comes after
 * hydration, in the browser that holds the session. The route's loader already sent guests to
 * /sign-in; a session that ended since (its marker expired while the cookie lived on) goes there too.
 */
export function AccountPage({ titleId, authOnly, children, guest }: AccountPageProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const title = intl.formatMessage({ id: titleId });
  const screens = visibleAccountScreens(useLoyaltyEnabled());
  useEffect(() => {
    if (authOnly && hydrated && !isSignedIn())
      void navigate(signInPath(location.pathname + location.search), { replace: true });
  }, [authOnly, hydrated, navigate, location.pathname, location.search]);
  return (
    <>
      <title>{usePageTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <Container paddingY="page">
        <Stack space="large">
          {signedIn ? (
            <nav aria-label={intl.formatMessage({ id: 'account.menu.profile' })}>
              <Inline as="ul" space="medium">
                {screens.map((screen) => (
                  <li key={screen.path}>
                    <UiLink asChild variant={screen.path === location.pathname ? 'inline' : 'subtle'}>
                      <Link
                        to={screen.path}
                        aria-current={screen.path === location.pathname ? 'page' : undefined}
                      >
                        {intl.formatMessage({ id: screen.labelId })}
                      </Link>
                    </UiLink>
                  </li>
                ))}
              </Inline>
            </nav>
          ) : null}
          <Heading level={1}>{title}</Heading>
          {!hydrated ? (
            <Loader label={intl.formatMessage({ id: 'shell.loading' })} />
          ) : signedIn ? (
            children
          ) : (
            (guest ?? <Loader label={intl.formatMessage({ id: 'shell.loading' })} />)
          )}
        </Stack>
      </Container>
    </>
  );
}
