import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApolloLoader } from '../../platform/data/apolloSource';
import { useStoreView } from '../../platform/store/store-context';
import type { AddToCartRequest, CartFeedbackTexts } from './feedback';
import type { CartChangeOutcome } from './operations';

/** Spec §9: success flag 1.5 s, 5 s for samples. */
export const ADDED_FLAG_MS = 1500;
export const SAMPLE_ADDED_FLAG_MS = 5000;

/** The cart toasts' texts in the current locale. */
export function useCartFeedbackTexts(): CartFeedbackTexts {
  const intl = useIntl();
  // Every product card asks for these, and a card only needs them after a click: formatted when
  // read, not per card per render (a category page's server render spent ~3 % of its CPU formatting
  // texts it never showed; issue 18).
  return useMemo(
    () => ({
      added: (name) => intl.formatMessage({ id: 'cartData.added' }, { name }),
      get outOfStock() {
        return intl.formatMessage({ id: 'cartData.stock.outOfStock' });
      },
      limited: (maxQty) => intl.formatMessage({ id: 'cartData.stock.limited' }, { max_qty: maxQty }),
      // The offline feature's text (its `needsNetworkMessage.addToCart`), named here so product
      // cards do not load that feature's code before a click.
      get offline() {
        return intl.formatMessage({ id: 'offline.needsNetwork.addToCart' });
      },
    }),
    [intl],
  );
}

/**
 * The add-to-cart button's state (`idle` → `loading` → `added` for 1.5 s, 5 s for samples) and its
 * click handler; clicks while a call runs are ignored (spec §4). The cart code loads on the first
 * click, so product cards and pages carry none of it in their first download.
 */
export function useAddToCartButton(): {
  state: 'idle' | 'loading' | 'added';
  add: (request: AddToCartRequest) => Promise<CartChangeOutcome | null>;
} {
  const loadApollo = useApolloLoader();
  const { code } = useStoreView();
  const texts = useCartFeedbackTexts();
  const [state, setState] = useState<'idle' | 'loading' | 'added'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const add = useCallback(
    async (request: AddToCartRequest) => {
      if (running.current) return null;
      running.current = true;
      if (timer.current) clearTimeout(timer.current);
      setState('loading');
      try {
        const [{ addToCartWithFeedback }, apollo] = await Promise.all([import('./feedback'), loadApollo()]);
        const outcome = await addToCartWithFeedback({ apollo, storeCode: code }, request, texts);
        if (outcome.status === 'done') {
          setState('added');
          timer.current = setTimeout(
            () => setState('idle'),
            request.isSample ? SAMPLE_ADDED_FLAG_MS : ADDED_FLAG_MS,
          );
        } else setState('idle');
        return outcome;
      } catch (error) {
        setState('idle');
        throw error;
      } finally {
        running.current = false;
      }
    },
    [loadApollo, code, texts],
  );
  return { state, add };
}
