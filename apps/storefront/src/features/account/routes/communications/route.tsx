import type { Loader } from '../../../../platform/routing/deps';
import { requireCustomer } from '../../authOnly';
import { AccountPage } from '../../components/AccountPage/AccountPage';
import { Communications } from '../../components/Communications/Communications';

/** Spec §6 auth-only: a guest is sent to /sign-in and comes back after signing in. */
export const loader: Loader<null> = (args, deps) => requireCustomer(args, deps);

/** /communications: the customer's channel preferences with the terms agreement. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.communications" authOnly>
      <Communications />
    </AccountPage>
  );
}
