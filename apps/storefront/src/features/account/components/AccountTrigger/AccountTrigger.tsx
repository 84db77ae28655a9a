import { HeaderTrigger } from '@shop/ui/components/HeaderTrigger';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { initialAuthScreen } from '../../authContext';
import { useSignedIn } from '../../signedIn';
import type { AuthScreenName } from '../AuthScreen/AuthScreen';

// Guests get the dialog's code on first hover, focus or click; customers the menu's after
// hydration. Neither is in a guest's first download.
const loadDialog = () => import('../AuthDialog/AuthDialog');
const AuthDialog = lazy(() => loadDialog().then((m) => ({ default: m.AuthDialog })));
const AccountMenu = lazy(() =>
  import('../AccountMenu/AccountMenu').then((m) => ({ default: m.AccountMenu })),
);

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's account trigger (spec §2). The server renders a link to /sign-in for everyone (no
 * customer data in its HTML). After hydration a signed-in customer gets the account menu; a
 * guest's click opens the authentication dialog on SignIn — or on ResetPassword when the query
 * string has `resetPassword`. Closing the dialog resets it to SignIn.
 */
export function AccountTrigger() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const location = useLocation();
  const [params] = useSearchParams();
  const first = initialAuthScreen('default', params);
  const [dialog, setDialog] = useState<{ open: boolean; screen: AuthScreenName; mounted: boolean }>({
    open: first === 'resetPassword',
    screen: first,
    mounted: first === 'resetPassword',
  });
  const label = intl.formatMessage({ id: 'account.trigger' });
  const link = (
    <HeaderTrigger
      kind="account"
      asChild
      label={label}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      <Link
        to={`/sign-in?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
        onClick={(event) => {
          if (signedIn || !isPlainClick(event)) return;
          event.preventDefault();
          setDialog({ open: true, screen: 'signIn', mounted: true });
        }}
      />
    </HeaderTrigger>
  );
  if (signedIn)
    return (
      <Suspense fallback={link}>
        <AccountMenu label={label} />
      </Suspense>
    );
  return (
    <>
      {link}
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={dialog.open}
            onOpenChange={(open) =>
              // Spec §2: closing resets the dialog to SignIn.
              setDialog({ open, screen: open ? dialog.screen : 'signIn', mounted: true })
            }
            screen={dialog.screen}
            onScreenChange={(screen) => setDialog({ ...dialog, screen })}
            onSignedIn={() => setDialog({ open: false, screen: 'signIn', mounted: true })}
            reset={{ token: params.get('token'), email: params.get('email') }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
