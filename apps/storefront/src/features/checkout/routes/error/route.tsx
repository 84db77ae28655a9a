import { CheckoutErrorPage } from '../../components/CheckoutResult/CheckoutResultPages';

/** /checkout/error: order failed page; restores the cart from a stored order number (spec §2). */
export function Component() {
  return <CheckoutErrorPage />;
}
