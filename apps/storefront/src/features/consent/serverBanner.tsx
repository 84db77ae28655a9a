import { renderToString } from 'react-dom/server';
import { RawIntlProvider } from 'react-intl';
import type { ParsedMessages } from '../../platform/i18n/messages';
import { sharedIntl } from '../../platform/i18n/sharedIntl';
import {
  BANNER_ID_PREFIX,
  CLICKED_BUTTON_ATTRIBUTE,
  LIVE_BANNER_ATTRIBUTE,
  SERVER_BANNER_ATTRIBUTE,
} from './bannerMarks';
import { ConsentBanner } from './components/ConsentBanner/ConsentBanner';
import { CONSENT_COOKIE_NAME } from './firstVisit';

/**
 * Runs where the server's banner stands, as the document is parsed, before the first paint:
 * - with a consent cookie, it removes the banner (a returning shopper never sees it);
 * - without one, it shows the banner, and keeps the index of a button clicked before the banner's
 *   chunk has made it work (bannerHost.ts clicks it again once it does).
 */
const REVEAL = `(function(){var s=document.currentScript,b=s.previousElementSibling;s.remove();if(/(?:^|;)\\s*${CONSENT_COOKIE_NAME}=/.test(document.cookie)){b.remove();return}b.hidden=false;b.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('button');if(t&&!b.hasAttribute('${LIVE_BANNER_ATTRIBUTE}'))b.setAttribute('${CLICKED_BUTTON_ATTRIBUTE}',[].indexOf.call(b.querySelectorAll('button'),t))})})();`;

/** The banner's markup per store view's texts (it is the same on every page of the store view). */
const markupByCatalogue = new Map<string, string>();

/**
 * Issue 18: a guest page carries the first visit's cookie banner (spec §1) in its HTML, so the
 * banner is painted with the page instead of after the page's scripts (it was the product page's
 * largest paint: 3.6 s on Lighthouse's phone). The HTML is shared by every guest (the page cache,
 * a CDN), so the banner comes hidden and the script after it decides in the browser, from the
 * consent cookie.
 *
 * Outside React's tree of the page: the server writes it right after `<body>` (React skips an
 * element it did not render at the start of the body when it hydrates the document, bannerHost.ts),
 * and the banner's chunk hydrates it as the banner's own root (the same component, texts and id
 * prefix as here).
 */
export function firstVisitBannerHtml(
  catalogue: string,
  locale: string,
  messages: ParsedMessages,
  nonce: string,
): string {
  const key = `${catalogue}\n${locale}`;
  let markup = markupByCatalogue.get(key);
  if (markup === undefined) {
    markup = renderToString(
      <RawIntlProvider value={sharedIntl(locale, messages)}>
        <ConsentBanner initial={null} openedOnRequest={false} onChoice={() => undefined} />
      </RawIntlProvider>,
      { identifierPrefix: BANNER_ID_PREFIX },
    );
    markupByCatalogue.set(key, markup);
  }
  return `<div data-consent="" ${SERVER_BANNER_ATTRIBUTE}="" hidden="">${markup}</div><script nonce="${nonce}">${REVEAL}</script>`;
}
