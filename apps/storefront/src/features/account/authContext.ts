import type { AuthScreenName } from './components/AuthScreen/AuthScreen';

/**
 * Where the authentication dialog is opened from (spec §2). Blog comments, the registration page
 * and PRO users start on CreateAccount; checkout makes it the guest-checkout dialog ("Continue as
 * Guest" next to signing in); everything else starts on SignIn.
 */
export type AuthContext = 'default' | 'checkout' | 'blogComment' | 'registrationPage' | 'pro';

const CREATE_ACCOUNT_CONTEXTS: readonly AuthContext[] = ['blogComment', 'registrationPage', 'pro'];

/** Spec §2 opening rule: ResetPassword when the query string has `resetPassword`, then the context's screen. */
export function initialAuthScreen(context: AuthContext, search: URLSearchParams): AuthScreenName {
  if (search.has('resetPassword')) return 'resetPassword';
  return CREATE_ACCOUNT_CONTEXTS.includes(context) ? 'createAccount' : 'signIn';
}
