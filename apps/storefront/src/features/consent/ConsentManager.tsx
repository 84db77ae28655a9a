import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link as UiLink } from '@shop/ui';
import { useIntl } from 'react-intl';
import { consentStore } from '../../platform/consent';
import { useHydrated } from '../../platform/useHydrated';
import type { BannerOpening } from './bannerRoot';
import { COOKIE_SETTINGS_HASH } from './settingsLink';

/**
 * The footer's "Cookie settings" link (spec §1: consent can be changed later) and what it opens:
 * the banner's manage view (bannerRoot.tsx, its own chunk). The first visit's banner does not wait
 * for this: the entry shows it while the page hydrates when there is no consent cookie
 * (firstVisit.ts); this opens it when a cookie is there but holds no readable choice, or when the
 * entry's attempt failed (opening it twice shows it once). Mounted in the browser after hydration
 * only, so the server's HTML never depends on consent (guest pages may be cached and shared).
 */
export function ConsentManager() {
  // Nothing on the server or while hydrating: the HTML never depends on the shopper's consent.
  return useHydrated() ? <BrowserConsentManager /> : null;
}

function BrowserConsentManager() {
  const intl = useIntl();
  const { locale, messages } = intl;

  useEffect(() => {
    const open = (opening: BannerOpening) =>
      void import('./bannerRoot').then((banner) => banner.openConsentBanner(opening, { locale, messages }));
    const openSettings = (returnTo: HTMLElement | null) =>
      open({ by: 'settings-link', initial: consentStore().get(), returnTo });
    if (consentStore().get() === null) open({ by: 'first-visit' });
    if (location.hash === COOKIE_SETTINGS_HASH) openSettings(null);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="${COOKIE_SETTINGS_HASH}"]`);
      if (!(link instanceof HTMLElement) || event.defaultPrevented) return;
      event.preventDefault();
      openSettings(link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [locale, messages]);

  return <SettingsLink />;
}

/**
 * The footer's "Cookie settings" link (spec §1: consent can be changed later), drawn into the
 * shell's slot from here so that the first download carries none of it.
 */
function SettingsLink() {
  const intl = useIntl();
  // The footer comes and goes (checkout pages have none): follow the slot in the document.
  const slot = useSyncExternalStore(subscribeToDocument, findSlot, () => null);
  if (!slot) return null;
  return createPortal(
    <UiLink href={COOKIE_SETTINGS_HASH} variant="subtle">
      {intl.formatMessage({ id: 'consent.footerLink' })}
    </UiLink>,
    slot,
  );
}

const findSlot = () => document.getElementById('cookie-settings-slot');
function subscribeToDocument(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
