import type { Loader } from '../../../../platform/routing/deps';
import { requireCustomer } from '../../authOnly';
import { AccountPage } from '../../components/AccountPage/AccountPage';
import { OrderHistory } from '../../components/OrderHistory/OrderHistory';

/** Spec §6 auth-only: a guest is sent to /sign-in and comes back after signing in. */
export const loader: Loader<null> = (args, deps) => requireCustomer(args, deps);

/** /order-history: the customer's orders, search by order number and an order's details. */
export function Component() {
  return (
    <AccountPage titleId="account.menu.orderHistory" authOnly>
      <OrderHistory />
    </AccountPage>
  );
}
