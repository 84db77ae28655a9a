/**
 * Spec §2 checkout chrome: on checkout the header cart and search triggers are hidden, the footer
 * is hidden (also for paths starting /checkout/lpm/callback), and the header is hidden on /checkout
 * and /checkout/lpm/callback. `pathname` is the router path inside the store's basename.
 */
export interface CheckoutChrome {
  /** The full site header (a slim checkout header takes its place when false). */
  header: boolean;
  /** Cart and search triggers in the header. */
  headerTriggers: boolean;
  footer: boolean;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function checkoutChrome(pathname: string): CheckoutChrome {
  const path = trimSlash(pathname);
  const isCheckout = path === '/checkout' || path.startsWith('/checkout/');
  const isLpmCallback = path === '/checkout/lpm/callback' || path.startsWith('/checkout/lpm/callback/');
  if (!isCheckout) return { header: true, headerTriggers: true, footer: true };
  return {
    header: !(path === '/checkout' || isLpmCallback),
    headerTriggers: false,
    footer: !(path === '/checkout' || isLpmCallback),
  };
}
