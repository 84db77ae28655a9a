import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * How a locale's catalogue is made from the features' files, shared by the server
 * (`messages.ts`, which finds the files through the bundler) and the build (`bundling/messages.ts`,
 * which writes each catalogue for browsers): both must give the same texts, or hydration differs.
 * Plain functions on plain data, so the build's Node context can import them.
 */

export type Messages = Record<string, string>;

/** Messages as ICU syntax trees: what the browser receives, so it needs no ICU parser. */
export type ParsedMessages = Record<string, MessageFormatElement[]>;

/** Every feature's file of one catalogue merged; an id defined twice is an error. */
export function mergeCatalogue(catalogue: string, files: readonly Messages[]): Messages {
  const merged: Messages = {};
  for (const messages of files) {
    for (const [id, text] of Object.entries(messages)) {
      if (id in merged) throw new Error(`Message "${id}" is defined twice in the ${catalogue} catalogue`);
      merged[id] = text;
    }
  }
  return merged;
}

export function parseMessages(messages: Messages): ParsedMessages {
  const parsed: ParsedMessages = {};
  for (const [id, text] of Object.entries(messages)) parsed[id] = parse(text);
  return parsed;
}

/**
 * Where the build's manifest lists a catalogue's file for browsers (`bundling/messages.ts` emits
 * it; the server links it in every page of the store view).
 */
export function catalogueManifestKey(catalogue: string): string {
  return `src/i18n/catalogues/${catalogue}.json`;
}
