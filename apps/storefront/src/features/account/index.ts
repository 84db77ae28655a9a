import { lazy } from 'react';

/**
 * Customer accounts' public face (issue 22): what the shell and other features may import.
 * Everything here loads lazily: nothing of the account joins a guest's first download.
 */

/** Signed in per the stored `signin_token` marker; false on the server and while hydrating. */
export { useSignedIn, useSignInCompleting } from './signedIn';

/** Spec §2 opening rules of the authentication dialog, for the features that open it. */
export { initialAuthScreen, type AuthContext } from './authContext';

/** The authentication screens in checkout's guest-checkout dialog (a lazy chunk). */
export const CheckoutAuth = lazy(() =>
  import('./components/CheckoutAuth/CheckoutAuth').then((m) => ({ default: m.CheckoutAuth })),
);

/** A saved address of the customer's book as the kit's address form value. */
export { toAddressFormValue } from './components/AddressBook/addressBookRules';

/** The authentication dialog (a lazy chunk), for features that open it in their own context. */
export const AuthDialog = lazy(() =>
  import('./components/AuthDialog/AuthDialog').then((m) => ({ default: m.AuthDialog })),
);
export type { AuthScreenName } from './components/AuthScreen/AuthScreen';
/** Spec §6 auth-only loader rule, for other features' auth-only routes (the wish lists). */
export { requireCustomer } from './authOnly';
/** The frame of an account screen, for the screens other features own (loyalty programme). */
export { AccountPage } from './components/AccountPage/AccountPage';
