import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Messages, ParsedMessages } from './catalogue';

const shared = new WeakMap<Messages | ParsedMessages, Map<string, IntlShape>>();

/**
 * One react-intl object per catalogue and locale for the whole process (issue 18). `IntlProvider`
 * makes its own formatter cache, so on the server every request built every message's formatter
 * and every number format again (~5 % of a category page's render). The object holds nothing of a
 * request: messages, a locale and pure formatters keyed by message and options, so it is shared by
 * every request of a store view, and in the browser by every render.
 */
export function sharedIntl(locale: string, messages: Messages | ParsedMessages): IntlShape {
  let byLocale = shared.get(messages);
  if (!byLocale) shared.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en-US', messages }, createIntlCache());
    byLocale.set(locale, intl);
  }
  return intl;
}
