import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { AddressFormValue } from '@shop/ui';
import { useMemo } from 'react';
import { getFragmentData, type FragmentType } from '../../../../gql/fragment-masking';
import { CheckoutApplyCouponDocument } from './__generated__/CheckoutApplyCoupon';
import { CheckoutCartFragmentDoc } from './__generated__/CheckoutCart';
import { CheckoutOrderFragmentDoc } from '../CheckoutResult/__generated__/CheckoutOrder';
import { CheckoutRemoveCouponDocument } from './__generated__/CheckoutRemoveCoupon';
import { CheckoutNewsletterDocument } from './__generated__/CheckoutNewsletter';
import { PlaceOrderDocument } from './__generated__/PlaceOrder';
import { SetBillingAddressOnCartDocument } from './__generated__/SetBillingAddressOnCart';
import { SetGuestEmailOnCartDocument } from './__generated__/SetGuestEmailOnCart';
import { SetCardPaymentOnCartDocument } from './__generated__/SetCardPaymentOnCart';
import { SetPaymentMethodOnCartDocument } from './__generated__/SetPaymentMethodOnCart';
import { paymentMethodInput, type CardEntry } from './cardRules';
import { SetShippingAddressOnCartDocument } from './__generated__/SetShippingAddressOnCart';
import { SetShippingMethodOnCartDocument } from './__generated__/SetShippingMethodOnCart';
import type { CheckoutCartFragment, CheckoutOrderFragment } from '../../../../gql/graphql';
import { toCartAddressInput } from './checkoutState';

export interface PlaceOrderOutcome {
  /** Spec §8: the server's messages (joined with a comma where shown). */
  errors: string[];
  order: CheckoutOrderFragment | null;
  redirectUrl: string | null;
}

/**
 * The checkout's calls to the API (Magento's cart mutations), one function each. The answers
 * update Apollo's cache (the cart is normalised), so the step views re-render from it; errors are
 * thrown for the caller (the step shows them, the container's `mutate` handles a lost cart).
 */
export function checkoutMutations(apollo: ApolloClient, cartId: string) {
  return {
    applyCoupon: (code: string) =>
      apollo.mutate({ mutation: CheckoutApplyCouponDocument, variables: { cartId, code } }),
    removeCoupon: () => apollo.mutate({ mutation: CheckoutRemoveCouponDocument, variables: { cartId } }),
    /** Saves the delivery address; the answer carries the shipping methods the server now offers. */
    async setShippingAddress(
      value: AddressFormValue,
      saveInAddressBook = false,
    ): Promise<CheckoutCartFragment | null> {
      const result = await apollo.mutate({
        mutation: SetShippingAddressOnCartDocument,
        variables: { cartId, address: toCartAddressInput(value, saveInAddressBook) },
      });
      return getFragmentData(CheckoutCartFragmentDoc, result.data?.setShippingAddressesOnCart?.cart ?? null);
    },
    setShippingMethod: (carrierCode: string, methodCode: string) =>
      apollo.mutate({
        mutation: SetShippingMethodOnCartDocument,
        variables: { cartId, carrierCode, methodCode },
      }),
    setGuestEmail: (email: string) =>
      apollo.mutate({ mutation: SetGuestEmailOnCartDocument, variables: { cartId, email } }),
    setBillingAddress: (sameAsShipping: boolean, value: AddressFormValue) =>
      apollo.mutate({
        mutation: SetBillingAddressOnCartDocument,
        variables: {
          cartId,
          billing: sameAsShipping ? { same_as_shipping: true } : { address: toCartAddressInput(value) },
        },
      }),
    setPaymentMethod: (code: string) =>
      apollo.mutate({ mutation: SetPaymentMethodOnCartDocument, variables: { cartId, code } }),
    /** A card as entered (with "save for later") or a saved card (`aurora_cc_vault:<hash>`). */
    setCardPayment: (choice: string, card: CardEntry) =>
      apollo.mutate({
        mutation: SetCardPaymentOnCartDocument,
        variables: { cartId, paymentMethod: paymentMethodInput(choice, card) },
      }),
    /**
     * The newsletter opt-in: the same call, subscription and captcha (spec §7: the token of action
     * subscribe_newsletter in a header, empty when the captcha failed) as the footer's block.
     */
    /** Spec §4: the captcha's key and script, loaded on the shopper's first interaction. */
    prepareCaptcha: () =>
      import('../../../../platform/captcha/captcha').then((m) => m.prepareCaptcha(apollo)),
    async subscribeNewsletter(email: string) {
      const { captchaToken, CAPTCHA_HEADER } = await import('../../../../platform/captcha/captcha');
      const token = await captchaToken(apollo, 'subscribe_newsletter');
      return apollo.mutate({
        mutation: CheckoutNewsletterDocument,
        variables: { email },
        context: { headers: { [CAPTCHA_HEADER]: token } },
      });
    },
    async placeOrder(): Promise<PlaceOrderOutcome> {
      const result = await apollo.mutate({ mutation: PlaceOrderDocument, variables: { cartId } });
      const placed = result.data?.placeOrder;
      return {
        errors: (placed?.errors ?? []).filter((e): e is NonNullable<typeof e> => !!e).map((e) => e.message),
        order: orderOf(placed?.orderV2),
        redirectUrl: placed?.payment_redirect_url ?? null,
      };
    },
  };
}

export type CheckoutMutations = ReturnType<typeof checkoutMutations>;

/** The checkout's mutations for this cart, bound to the page's Apollo client. */
export function useCheckoutMutations(cartId: string): CheckoutMutations {
  const apollo = useApolloClient();
  return useMemo(() => checkoutMutations(apollo, cartId), [apollo, cartId]);
}

function orderOf(
  order: FragmentType<typeof CheckoutOrderFragmentDoc> | null | undefined,
): CheckoutOrderFragment | null {
  return order ? getFragmentData(CheckoutOrderFragmentDoc, order) : null;
}
