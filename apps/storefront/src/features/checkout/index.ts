/**
 * Checkout's public face (the three steps, success, error and local-payment pages): what the shell
 * and other features may import. Everything else in features/checkout is internal.
 */

/** Spec §2: which parts of the site chrome (header, its triggers, footer) a checkout path shows. */
export { checkoutChrome, type CheckoutChrome } from './chrome';

/** The address form's texts and the countries it offers: the customer's address book shows the same. */
export { addressFormLabels } from './components/Checkout/labels';
export { useShopCountries, type CountryOption } from './components/Checkout/countries';
