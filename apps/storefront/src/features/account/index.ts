/**
 * Customer accounts' public face (issue 22): what the shell and other features may import.
 * Everything here loads lazily: nothing of the account joins a guest's first download.
 */

/** Signed in per the stored `signin_token` marker; false on the server and while hydrating. */
export { useSignedIn } from './signedIn';
