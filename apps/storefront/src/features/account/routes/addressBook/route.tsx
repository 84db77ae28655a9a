import type { Loader } from '../../../../platform/routing/deps';
import { requireCustomer } from '../../authOnly';
import { AccountPage } from '../../components/AccountPage/AccountPage';
import { AddressBook } from '../../components/AddressBook/AddressBook';

/** Spec §6 auth-only: a guest is sent to /sign-in and comes back after signing in. */
export const loader: Loader<null> = (args, deps) => requireCustomer(args, deps);

/** /address-book: the customer's addresses. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.addressBook" authOnly>
      <AddressBook />
    </AccountPage>
  );
}
