import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { UpdateNewsletterSubscriptionDocument } from './__generated__/UpdateNewsletterSubscription';

/**
 * The subscription change shared by /newsletter and the sign-in pop-up (spec §4/§5):
 * subscribing needs the terms agreement — without it nothing is sent, the checkbox shows its
 * error and takes focus — and goes through `updateCustomerV2(is_subscribed)` (double opt-in:
 * the API sends the confirmation e-mail). Unsubscribing needs no agreement.
 */
export function useNewsletterSubmit() {
  const apollo = useApolloClient();
  const [agreed, setAgreed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const agreementRef = useRef<HTMLInputElement>(null);

  /**
   * `false` when the agreement is missing (nothing sent), `true` once the API took the change;
   * the API's error is thrown to the caller, which words it.
   */
  const submit = useCallback(
    async (subscribed: boolean): Promise<boolean> => {
      if (subscribed && !agreed) {
        setAttempt((n) => n + 1);
        agreementRef.current?.focus();
        return false;
      }
      setBusy(true);
      try {
        await apollo.mutate({ mutation: UpdateNewsletterSubscriptionDocument, variables: { subscribed } });
        setAgreed(false);
        setAttempt(0);
        return true;
      } finally {
        setBusy(false);
      }
    },
    [apollo, agreed],
  );

  return {
    submit,
    busy,
    /** Props of the agreement checkbox (its error text comes from the caller's catalogue). */
    agreement: { ref: agreementRef, checked: agreed, onCheckedChange: setAgreed },
    /** The shopper tried to subscribe without agreeing. */
    agreementMissing: attempt > 0 && !agreed,
  };
}
