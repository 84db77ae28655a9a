import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { analytics as defaultAnalytics, createAnalytics, type Analytics } from '../../../platform/analytics';
import { consentStore } from '../../../platform/consent';
import { readCookie } from '../../../platform/cookies';
import { storeSwitchHref, useStoreView } from '../../../platform/store/store-context';
import { getStoredCartId } from '../../cart';
import { AwinCommissionGroupDocument } from './__generated__/AwinCommissionGroup';
import { AwinCookieDocument } from './__generated__/AwinCookie';
import { AwinPurchaseDocument } from './__generated__/AwinPurchase';
import { GetBlacklistDataDocument } from './__generated__/GetBlacklistData';
import { GtmSaveAttributionDocument } from './__generated__/GtmSaveAttribution';
import { affiliateFromLanding, affiliateTracker, type AffiliateRecord } from './affiliate';
import {
  attributionFromLanding,
  attributionKeeper,
  attributionVariables,
  type AttributionRecord,
  type RecordStorage,
} from './attribution';
import { blacklistedAnalytics } from './blacklist';
import {
  cartRestoreUrl,
  contactFromLanding,
  emailToolConfig,
  emailToolListener,
  emailToolScript,
  forgetContact,
  keepContact,
} from './emailTool';

/** localStorage, or a store that keeps nothing where the browser refuses it (tracking never breaks the shop). */
function browserStorage(): RecordStorage {
  try {
    const storage = window.localStorage;
    const probe = '__attribution_probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/**
 * The shop's events with spec §5's tracking blacklist applied (loaded with getBlacklistData once
 * the shopper consented to some tracking; a failed load lets events through). Call it before the
 * hooks that report events, so its subscription is in place for the landing page's view.
 */
export function useBlacklistedAnalytics(source: Analytics = defaultAnalytics): Analytics {
  const apollo = useApolloClient();
  const [hub] = useState(createAnalytics);
  useEffect(() => {
    const filtered = blacklistedAnalytics(source, {
      load: () =>
        apollo
          .query({
            query: GetBlacklistDataDocument,
            fetchPolicy: 'network-only',
            // Asked once per page load: the browser's HTTP cache would answer a reload from its copy
            // and revalidate in the background (the API's `stale-while-revalidate` is meant for
            // shared caches), a request Chromium never reports finished — the page would never be
            // network-idle. `no-cache` asks the API every time (a ~100-byte answer).
            context: { fetchOptions: { cache: 'no-cache' } },
          })
          .then((r) => {
            if (!r.data) throw new Error('No blacklist');
            return r.data.getBlacklistData;
          }),
      consented: () => {
        const consent = consentStore().get();
        return consent !== null && (consent.analytics || consent.advertising);
      },
      onConsentChange: (listener) => consentStore().subscribe(() => listener()),
    });
    const stop = filtered.analytics.subscribe((event) => hub.track(event));
    return () => {
      stop();
      filtered.stop();
    };
  }, [apollo, source, hub]);
  return hub;
}

interface Landing {
  attribution: AttributionRecord | null;
  affiliate: AffiliateRecord | null;
  /** The e-mail tool's contact id from one of its links. */
  contact: string | null;
}

/**
 * Spec §3/§4/§7 attribution (with analytics consent: kept 7 days, saved to the bag once with
 * gtmSaveAttribution, then dropped) and the affiliate network (with advertising consent: awc and
 * utm_source kept, awinCookie on landing, awinCommissionGroup and awinPurchase for a sale) and the
 * e-mail tool (with advertising consent: its contact cookie, the started checkout's restore link).
 * `tracked` is the blacklisted hub; `source` (every event) tells when a bag may have appeared.
 */
export function useAttribution(tracked: Analytics, source: Analytics = defaultAnalytics): void {
  const apollo = useApolloClient();
  const store = useStoreView();
  // The page the shopper landed on: this effect runs first after hydration, before any navigation.
  const landing = useRef<Landing | null>(null);
  useEffect(() => {
    const now = Date.now();
    landing.current ??= {
      attribution: attributionFromLanding(location.search, document.referrer, location.origin, now),
      affiliate: affiliateFromLanding(location.search, now),
      contact: contactFromLanding(location.search, emailToolConfig.param),
    };
    const contact = landing.current.contact;
    const secure = location.protocol === 'https:';
    const storage = browserStorage();
    const consent = () => consentStore().get();
    const keeper = attributionKeeper(
      {
        storage,
        now: Date.now,
        allowed: () => consent()?.analytics === true,
        cartId: () => getStoredCartId(store.code),
        save: (cartId, record) =>
          apollo.mutate({
            mutation: GtmSaveAttributionDocument,
            variables: attributionVariables(cartId, record),
            context: { skipQueue: true },
          }),
      },
      landing.current.attribution,
    );
    const affiliate = affiliateTracker(
      {
        storage,
        now: Date.now,
        allowed: () => consent()?.advertising === true,
        landed: (record) =>
          apollo.mutate({
            mutation: AwinCookieDocument,
            variables: { awc: record.awc, utmSource: record.utmSource },
            context: { skipQueue: true },
          }),
        commissionGroup: (orderNumber) =>
          apollo
            .mutate({
              mutation: AwinCommissionGroupDocument,
              variables: { orderNumber },
              context: { skipQueue: true },
            })
            .then((r) => r.data?.awinCommissionGroup.commissionGroup ?? null),
        purchase: (sale) =>
          apollo.mutate({ mutation: AwinPurchaseDocument, variables: sale, context: { skipQueue: true } }),
      },
      landing.current.affiliate,
    );
    const advertising = () => consent()?.advertising === true;
    const run = () => {
      void keeper.trySave();
      affiliate.land();
      try {
        if (!advertising()) forgetContact(document, emailToolConfig.cookie, secure);
        else if (contact) keepContact(document, emailToolConfig.cookie, contact, secure);
      } catch {
        // Spec §8: tracking errors are swallowed.
      }
    };
    const emailTool = emailToolListener({
      allowed: advertising,
      cartId: () => getStoredCartId(store.code),
      contactId: () => readCookie(document, emailToolConfig.cookie),
      restoreUrl: (cartId) =>
        cartRestoreUrl(location.origin, (path) => storeSwitchHref(store.code, path), cartId),
      send: emailToolScript(window, emailToolConfig.scriptUrl),
    });
    run();
    const stopConsent = consentStore().subscribe(run);
    const stopSource = source.subscribe((event) => {
      if (event.event === 'add_to_cart') void keeper.trySave();
    });
    const stopTracked = tracked.subscribe(affiliate.listener);
    const stopEmailTool = tracked.subscribe(emailTool);
    return () => {
      stopConsent();
      stopSource();
      stopTracked();
      stopEmailTool();
    };
  }, [apollo, store.code, tracked, source]);
}
