import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False in server-rendered HTML and while hydrating, true after (and in plain client renders).
 * Forms whose submit runs script disable their submit button until then: a form the browser sent
 * by itself would put what the shopper typed (an e-mail, a review, an address) into the address
 * bar and the server's logs, and lose it. A disabled default button also blocks Enter.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
