import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue } from './locales';
import type enUS from './messages/en_US.json';

export type MessageId = keyof typeof enUS;
export type Messages = Record<MessageId, string>;

/** One chunk per catalogue: only the store's language is downloaded. */
const loaders: Record<Catalogue, () => Promise<{ default: Messages }>> = {
  en_US: () => import('./messages/en_US.json'),
  en_AU: () => import('./messages/en_AU.json'),
  de_DE: () => import('./messages/de_DE.json'),
  fr: () => import('./messages/fr.json'),
  lv: () => import('./messages/lv.json'),
};

export async function loadMessages(catalogue: Catalogue): Promise<Messages> {
  return (await loaders[catalogue]()).default;
}

/** Messages as ICU syntax trees: what the browser receives, so it needs no ICU parser. */
export type ParsedMessages = Record<MessageId, MessageFormatElement[]>;

export function parseMessages(messages: Messages): ParsedMessages {
  const parsed = {} as ParsedMessages;
  for (const [id, text] of Object.entries(messages) as [MessageId, string][]) {
    parsed[id] = parse(text);
  }
  return parsed;
}
