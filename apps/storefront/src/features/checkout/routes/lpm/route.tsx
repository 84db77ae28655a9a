import { LocalPaymentCallbackPage } from '../../components/CheckoutResult/CheckoutResultPages';

/** /checkout/lpm/callback/:cartId: return from a local payment method (spec §2). */
export function Component() {
  return <LocalPaymentCallbackPage />;
}
