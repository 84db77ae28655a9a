import type { Loader } from '../../../../platform/routing/deps';
import { requireCustomer } from '../../authOnly';
import { AccountInformation } from '../../components/AccountInformation/AccountInformation';
import { AccountPage } from '../../components/AccountPage/AccountPage';

/** Spec §6 auth-only: a guest is sent to /sign-in and comes back after signing in. */
export const loader: Loader<null> = (args, deps) => requireCustomer(args, deps);

/** /account-information: name, e-mail and password. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.accountInformation" authOnly>
      <AccountInformation />
    </AccountPage>
  );
}
