import { CheckoutSuccessPage } from '../../components/CheckoutResult/CheckoutResultPages';

/** /checkout/success: the order number and data kept in browser storage (spec §2, §3). */
export function Component() {
  return <CheckoutSuccessPage />;
}
