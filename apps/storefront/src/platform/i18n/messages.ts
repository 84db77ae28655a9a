import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogues, type Catalogue } from './locales';
import type shell from './i18n/en_US.json';

/**
 * Message catalogues: every feature keeps its own `i18n/{catalogue}.json` beside its code (the
 * shell's are in src/i18n/i18n/); a locale's catalogue is all of them merged. Only the server
 * loads them; browsers receive the store's messages pre-parsed with the page.
 */
const files = import.meta.glob<{ default: Record<string, string> }>('../../**/i18n/*.json');

export type MessageId = keyof typeof shell | (string & {});
export type Messages = Record<string, string>;

export async function loadMessages(catalogue: Catalogue): Promise<Messages> {
  const wanted = Object.entries(files).filter(([path]) => path.endsWith(`/i18n/${catalogue}.json`));
  const loaded = await Promise.all(wanted.map(([, load]) => load()));
  const merged: Messages = {};
  for (const { default: messages } of loaded) {
    for (const [id, text] of Object.entries(messages)) {
      if (id in merged) throw new Error(`Message "${id}" is defined twice in the ${catalogue} catalogue`);
      merged[id] = text;
    }
  }
  return merged;
}

/** Every catalogue file, for tests: feature folder → catalogue → messages. */
export async function loadAllCatalogueFiles(): Promise<Record<string, Partial<Record<Catalogue, Messages>>>> {
  const out: Record<string, Partial<Record<Catalogue, Messages>>> = {};
  for (const [path, load] of Object.entries(files)) {
    const match = /^(.*)\/i18n\/([^/]+)\.json$/.exec(path);
    if (!match || !(catalogues as readonly string[]).includes(match[2]!)) continue;
    (out[match[1]!] ??= {})[match[2] as Catalogue] = (await load()).default;
  }
  return out;
}

/** Messages as ICU syntax trees: what the browser receives, so it needs no ICU parser. */
export type ParsedMessages = Record<string, MessageFormatElement[]>;

export function parseMessages(messages: Messages): ParsedMessages {
  const parsed: ParsedMessages = {};
  for (const [id, text] of Object.entries(messages)) parsed[id] = parse(text);
  return parsed;
}
