import { describe, expect, it } from 'vitest';
import { loadMessages, parseMessages } from '../../platform/i18n/messages';
import { firstVisitBannerHtml } from './serverBanner';

describe("a guest page's first visit banner", () => {
  it('comes hidden, in the store view’s words, with the script that decides in the browser', async () => {
    const messages = parseMessages(await loadMessages('de_DE'));
    const html = firstVisitBannerHtml('de_DE', 'de-DE', messages, 'n0nce');
    // Hidden until its script has read the cookie: the page is shared by every guest.
    expect(html).toMatch(/^<div data-consent="" data-server="" hidden="">/);
    expect(html).toContain('Ihre Privatsphäre ist uns wichtig');
    expect(html).toContain('Alle erlauben');
    // The summary only: the switches come with the banner's chunk.
    expect(html).not.toContain('role="switch"');
    // Ids of the banner's own root, which cannot meet the page's.
    expect(html).toMatch(/aria-labelledby="_consent-/);
    expect(html).toMatch(/<script nonce="n0nce">[^<]*cookie_consent=[^<]*<\/script>$/);
  });

  it('renders each store view’s banner once; the nonce is per page', async () => {
    const messages = parseMessages(await loadMessages('en_US'));
    const first = firstVisitBannerHtml('en_US', 'en-US', messages, 'a');
    const second = firstVisitBannerHtml('en_US', 'en-US', messages, 'b');
    expect(first).toContain('We value your privacy');
    expect(first.replace('nonce="a"', '')).toBe(second.replace('nonce="b"', ''));
  });
});
