import { useSyncExternalStore } from 'react';
import { consentStore } from '../../../../platform/consent';

/**
 * Whether the shopper allowed analytics (spec §6), following later changes. The product page's
 * widgets need it: the makeup-matching widget is one of spec §7's analytics fan-out, and the
 * review provider's widget tracks its visitors too. False on the server and while hydrating (the
 * page is shared by every guest): consent is read in the browser only.
 */
export function useAnalyticsConsent(): boolean {
  return useSyncExternalStore(
    (onChange) => consentStore().subscribe(onChange),
    () => consentStore().get()?.analytics === true,
    () => false,
  );
}
