import { useEffect, useState } from 'react';
import { checkoutConfig, type CheckoutStepId } from '../../../../platform/config';
import { useStoreView } from '../../../../platform/store/store-context';
import type { CheckoutCartFragment } from '../../../../gql/graphql';
import {
  browserStorage,
  clearDraft,
  completedSteps,
  nextStep,
  readDraft,
  resumeStep,
  stepsInOrder,
  writeDraft,
  type CheckoutDraft,
} from './checkoutState';

/**
 * The checkout's state machine (spec §2 step order, §4 resume): which step is open, which are
 * complete (from the server's cart), and the shopper's unsaved typing. Both survive a reload
 * through sessionStorage; the pure rules live in `checkoutState.ts`.
 */
export function useCheckoutFlow(cart: CheckoutCartFragment, cartId: string) {
  const store = useStoreView();
  const session = browserStorage('session');
  const order = stepsInOrder(checkoutConfig.stepOrder);
  const done = completedSteps(cart);
  const [draft, setDraft] = useState<CheckoutDraft>(() => readDraft(session, store.code, cartId));
  const [step, setStep] = useState<CheckoutStepId>(() => resumeStep(order, done, draft.step));
  useEffect(() => writeDraft(session, store.code, { ...draft, step }), [draft, step, session, store.code]);
  return {
    /** Steps in the configured order (`VITE_CHECKOUT_STEP_ORDER`). */
    order,
    /** Steps the server's cart already completes. */
    done,
    step,
    draft,
    update: (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch })),
    goTo: (next: CheckoutStepId) => setStep(next),
    /** The step after `current`, in the configured order. */
    after: (current: CheckoutStepId) => nextStep(order, current),
    /** The first step before payment that is not complete yet (payment needs it). */
    missingBeforePayment: (): CheckoutStepId | null =>
      order.find((s) => s !== 'payment' && !done.includes(s)) ?? null,
    /** The order is placed: the unsaved typing goes. */
    clear: () => clearDraft(session, store.code),
  };
}
