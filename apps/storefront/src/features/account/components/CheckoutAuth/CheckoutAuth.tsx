import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { initialAuthScreen } from '../../authContext';
import { AuthScreen, type AuthScreenName } from '../AuthScreen/AuthScreen';

/**
 * The authentication dialog's checkout context (spec §2): its screens inside checkout's
 * guest-checkout dialog, next to "Continue as Guest" (which the checkout owns). Signing in (or
 * creating an account) merges the bag into the account's, and the checkout continues signed in.
 */
export function CheckoutAuth({ onSignedIn }: { onSignedIn: () => void }) {
  const [params] = useSearchParams();
  const [screen, setScreen] = useState<AuthScreenName>(() => initialAuthScreen('checkout', params));
  return (
    <AuthScreen
      key={screen}
      screen={screen}
      mode="dialog"
      onScreenChange={setScreen}
      onSignedIn={onSignedIn}
      reset={{ token: params.get('token'), email: params.get('email') }}
    />
  );
}
