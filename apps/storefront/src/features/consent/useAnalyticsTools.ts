import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import {
  analytics as defaultAnalytics,
  type Analytics,
  type AnalyticsEvent,
  type AnalyticsListener,
} from '../../platform/analytics';
import { consentStore } from '../../platform/consent';
import { useStoreView } from '../../platform/store/store-context';

/**
 * Session recording and the viewed-products record (spec §3, §4, §7) start only once the shopper
 * has allowed analytics (spec §6): their code is a chunk of its own, downloaded then, never before
 * and never on a page's critical path. Product views reported before it arrives wait for it.
 * Withdrawing analytics consent stops them and forgets what they kept.
 */
export function useAnalyticsTools(analytics: Analytics = defaultAnalytics): void {
  const apollo = useApolloClient();
  const store = useStoreView();
  useEffect(() => {
    let listener: AnalyticsListener | null = null;
    let stop: (() => void) | null = null;
    let loading = false;
    let held: AnalyticsEvent[] = [];
    const stopEvents = analytics.subscribe((event) => {
      if (listener) listener(event);
      else if (loading && event.event === 'view_item') held.push(event);
    });
    const apply = (allowed: boolean, withdrawn: boolean) => {
      if (allowed) {
        if (listener || loading) return;
        loading = true;
        void import('./analyticsTools')
          .then((tools) => {
            loading = false;
            if (consentStore().get()?.analytics !== true) return;
            const started = tools.startAnalyticsTools({ apollo, storeView: store.code });
            listener = started.listener;
            stop = started.stop;
            for (const event of held.splice(0)) listener(event);
          })
          .catch(() => {
            loading = false;
          });
        return;
      }
      held = [];
      stop?.();
      stop = null;
      listener = null;
      if (withdrawn)
        void import('./analyticsTools').then((tools) => tools.forgetAnalyticsTools()).catch(() => undefined);
    };
    // A view reported while the chunk loads on a page whose consent is already stored is held too.
    if (consentStore().get()?.analytics === true) apply(true, false);
    const stopConsent = consentStore().subscribe((consent) => apply(consent?.analytics === true, true));
    return () => {
      stopEvents();
      stopConsent();
      stop?.();
    };
  }, [analytics, apollo, store.code]);
}
