import { CheckoutPage } from '../../components/Checkout/CheckoutContainer';

/**
 * /checkout (spec §2): three steps over the server's cart. The cart id lives in the browser, so the
 * server renders the frame and the browser loads the cart.
 */
export function Component() {
  return <CheckoutPage />;
}
