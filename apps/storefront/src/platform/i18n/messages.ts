import { mergeCatalogue, type Messages } from './catalogue';
import { catalogues, type Catalogue } from './locales';
import type shell from './i18n/en_US.json';

/**
 * Message catalogues: every feature keeps its own `i18n/{catalogue}.json` beside its code (the
 * shell's are in src/i18n/i18n/); a locale's catalogue is all of them merged. Only the server
 * loads them; browsers receive the store's messages pre-parsed, as a file of the build
 * (`bundling/messages.ts`) that every page of the store view shares.
 */
const files = import.meta.glob<{ default: Record<string, string> }>('../../**/i18n/*.json');

export type MessageId = keyof typeof shell | (string & {});
export type { Messages, ParsedMessages } from './catalogue';
export { parseMessages } from './catalogue';

export async function loadMessages(catalogue: Catalogue): Promise<Messages> {
  const wanted = Object.entries(files).filter(([path]) => path.endsWith(`/i18n/${catalogue}.json`));
  const loaded = await Promise.all(wanted.map(([, load]) => load()));
  return mergeCatalogue(
    catalogue,
    loaded.map((file) => file.default),
  );
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
