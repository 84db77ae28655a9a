import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link as UiLink } from '@shop/ui';
import { useIntl } from 'react-intl';
import { consentStore } from '../../platform/consent';
import { COOKIE_SETTINGS_HASH } from './settingsLink';

// The banner and its texts' component come only when they are shown: a returning shopper who has
// chosen never downloads them.
const ConsentBanner = lazy(() =>
  import('./components/ConsentBanner/ConsentBanner').then((m) => ({ default: m.ConsentBanner })),
);

type Open = { by: 'first-visit' } | { by: 'settings-link'; returnTo: HTMLElement | null };

/**
 * Shows the cookie banner (spec §1) when no choice is stored, and the manage view when the footer's
 * "Cookie settings" link is followed. Mounted in the browser after hydration only, so the
 * server's HTML never depends on consent (guest pages may be cached and shared).
 *
 * The banner is the first thing in the document (before the skip link): a keyboard or
 * screen-reader user meets it first, and as a fixed overlay it shifts nothing on the page.
 */
export function ConsentManager() {
  // Nothing on the server or while hydrating: the HTML never depends on the shopper's consent.
  // (platform/useHydrated's logic, inline: importing it would add a shared chunk to the entry's list.)
  const hydrated = useSyncExternalStore(subscribeNothing, isBrowser, isServer);
  return hydrated ? <BrowserConsentManager /> : null;
}

const subscribeNothing = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

function BrowserConsentManager() {
  const [open, setOpen] = useState<Open | null>(() =>
    consentStore().get() === null ? { by: 'first-visit' } : null,
  );
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.dataset.consent = '';
    return el;
  });

  useEffect(() => {
    const openSettings = (returnTo: HTMLElement | null) => setOpen({ by: 'settings-link', returnTo });
    if (location.hash === COOKIE_SETTINGS_HASH) openSettings(null);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="${COOKIE_SETTINGS_HASH}"]`);
      if (!(link instanceof HTMLElement) || event.defaultPrevented) return;
      event.preventDefault();
      openSettings(link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const isOpen = open !== null;
  useEffect(() => {
    if (!isOpen) return;
    document.body.prepend(host);
    return () => host.remove();
  }, [isOpen, host]);

  return (
    <>
      <SettingsLink />
      {open ? renderBanner(open, host, setOpen) : null}
    </>
  );
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

function renderBanner(open: Open, host: HTMLElement, setOpen: (open: Open | null) => void) {
  const close = () => {
    const focusInside = host.contains(document.activeElement);
    setOpen(null);
    if (open.by === 'settings-link' && open.returnTo?.isConnected) open.returnTo.focus();
    else if (focusInside) document.getElementById('content')?.focus();
  };
  return createPortal(
    <Suspense fallback={null}>
      <ConsentBanner
        key={open.by}
        initial={consentStore().get()}
        openedOnRequest={open.by === 'settings-link'}
        onChoice={(consent) => {
          consentStore().set(consent);
          close();
        }}
        onDismiss={open.by === 'settings-link' ? close : undefined}
      />
    </Suspense>,
    host,
  );
}
