import { useEffect, useRef } from 'react';

/**
 * For form controls the server renders: runs `report` once, after the control's first commit, with
 * that render's values. `report` compares the inputs as the shopper left them with what the control
 * rendered and reports a difference through the control's own change callback. React 19 keeps an
 * input changed before hydration as it is and fires no change, so a box ticked or text typed before
 * the page's scripts ran would otherwise never reach the page's state (a free sample cleared in the
 * bag stayed in the cart). Once only, also under StrictMode's second run of effects, when the
 * parent's state has not caught up yet.
 */
export function useInputsBeforeHydration(report: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    report();
    // The first commit only: afterwards the inputs change through their change handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
