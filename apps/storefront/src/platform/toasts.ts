import { createToastStore, type ToastInput } from '@shop/ui';

/**
 * The app's one toast store (spec §2 toasts). Living outside React lets data code (cart errors,
 * connectivity) add toasts; `AppToaster` shows them and only loads its UI once there is one — so a
 * toast's countdown starts when it is drawn, not while that UI is still loading.
 */
export const appToasts = /* @__PURE__ */ createToastStore({ countFromShown: true });

/** Adds a toast; returns its id. */
export const showToast = (toast: ToastInput): string => appToasts.add(toast);
