import type { Loader } from '../../../../platform/routing/deps';
import { requireCustomer } from '../../authOnly';
import { AccountPage } from '../../components/AccountPage/AccountPage';
import { SavedPayments } from '../../components/SavedPayments/SavedPayments';

/** Spec §6 auth-only: a guest is sent to /sign-in and comes back after signing in. */
export const loader: Loader<null> = (args, deps) => requireCustomer(args, deps);

/** /saved-payments: the customer's saved cards. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.savedPayments" authOnly>
      <SavedPayments />
    </AccountPage>
  );
}
