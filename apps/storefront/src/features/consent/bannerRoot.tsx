import { RawIntlProvider } from 'react-intl';
import type { Consent, ConsentStore } from '../../platform/consent';
import type { Messages, ParsedMessages } from '../../platform/i18n/messages';
import { sharedIntl } from '../../platform/i18n/sharedIntl';
import { bannerShown, removeBanner, showInBannerHost } from './bannerHost';
import { ConsentBanner } from './components/ConsentBanner/ConsentBanner';

/**
 * Why the banner is open: nothing chosen yet, or the footer's "Cookie settings" link (which starts
 * from the stored choice and gives focus back to the link).
 */
export type BannerOpening =
  { by: 'first-visit' } | { by: 'settings-link'; initial: Consent | null; returnTo: HTMLElement | null };

/** The store view's texts the banner speaks (the page's catalogue: the same file hydration reads). */
export interface BannerTexts {
  locale: string;
  messages: Messages | ParsedMessages;
}

/** A choice made on this page (its cookie may come a moment later, see `saveChoice`). */
let chosenHere = false;
/** Each opening mounts a banner of its own (its view, switches and focus start afresh). */
let openings = 0;

/**
 * Shows the cookie banner (spec §1) in its own React root (bannerHost.ts), as a fixed overlay that
 * shifts nothing on the page. A root of its own (issue 18) because a first visit shows it while
 * the page hydrates (React renders it before the page's hydration, a transition), and it works
 * before the page has hydrated. Opening it from the settings link while it is up replaces the
 * view; a first visit's opening never replaces one already open.
 */
export function openConsentBanner(opening: BannerOpening, texts: BannerTexts): void {
  if (opening.by === 'first-visit' && (bannerShown() || chosenHere)) return;
  void loadConsentStore();
  let host: HTMLElement | null = null;
  const close = () => {
    const focusInside = host?.contains(document.activeElement) ?? false;
    removeBanner();
    if (opening.by === 'settings-link' && opening.returnTo?.isConnected) opening.returnTo.focus();
    else if (focusInside) document.getElementById('content')?.focus();
  };
  host = showInBannerHost(
    <RawIntlProvider value={sharedIntl(texts.locale, texts.messages)}>
      <ConsentBanner
        key={++openings}
        initial={opening.by === 'settings-link' ? opening.initial : null}
        openedOnRequest={opening.by === 'settings-link'}
        onChoice={(consent) => {
          chosenHere = true;
          close();
          saveChoice(consent);
        }}
        onDismiss={opening.by === 'settings-link' ? close : undefined}
      />
    </RawIntlProvider>,
    // A first visit's banner takes over the one the guest page's HTML shows (serverBanner.tsx).
    { fromServer: opening.by === 'first-visit' },
  );
}

/** The consent store once its chunk is here (loading starts when the banner opens). */
let loadedStore: ConsentStore | null = null;
let storeLoading: Promise<ConsentStore> | null = null;

/**
 * The consent store comes with the chunk the page loads right after hydrating (vite.config.ts,
 * `after-hydration`): a first visit's banner must not pull it into its own download. Loading starts
 * when the banner opens, so a choice is usually written at once; one made before that chunk is here
 * waits for it.
 */
function loadConsentStore(): Promise<ConsentStore> {
  storeLoading ??= import('../../platform/consent').then(({ consentStore }) => {
    loadedStore = consentStore();
    return loadedStore;
  });
  return storeLoading;
}

/** Stores the choice: at once when the store is here, otherwise as soon as it is. */
function saveChoice(consent: Consent): void {
  if (loadedStore) loadedStore.set(consent);
  else void loadConsentStore().then((store) => store.set(consent));
}
