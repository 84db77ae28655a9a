import { Text } from '@shop/ui';
import { cartErrorMessage, isNetworkError } from '../../../../cart';
import { NeedsNetworkError, needsNetworkMessage } from '../../../../offline';
import type { CheckoutLabels } from '../labels';
import { useEffect, useRef } from 'react';

/** Moves focus to the first field with a message after a failed attempt (WCAG 3.3.1). */
export function useFocusFirstError(attempt: number) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return ref;
}

/** Runs a checkout call; a lost cart is cleared, other errors are shown, then rethrown. */
export type Mutate = <T>(run: () => Promise<T>) => Promise<T | null>;

export function ErrorNote({ children }: { children: string | null }) {
  return children ? (
    <div role="alert">
      <Text tone="critical">{children}</Text>
    </div>
  ) : null;
}

/** What a failed checkout call says: the network text, else the server's message(s) (spec §8). */
export function failureText(
  error: unknown,
  labels: CheckoutLabels,
  networkText: 'checkoutPage.networkError' | 'checkoutPage.orderNetworkError' = 'checkoutPage.networkError',
): string {
  if (error instanceof NeedsNetworkError) return labels.t(needsNetworkMessage.checkout);
  return isNetworkError(error) ? labels.t(networkText) : cartErrorMessage(error) || String(error);
}
