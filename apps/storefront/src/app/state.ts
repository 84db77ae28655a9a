import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';
import type { ParsedMessages } from '../platform/i18n/messages';
import type { StoreView } from '../platform/store/store-context';

export interface PageAssets {
  /**
   * The page's stylesheets: the shell's (every page) and those of the lazy features the page renders
   * (see bundling/cssGroups.ts).
   */
  styles: string[];
  /** JS chunks the page will need, preloaded with the HTML. */
  preloads: string[];
  /** The client entry module. */
  entry: string;
  /** The store view's web app manifest (issue 17); absent on error pages rendered without a store. */
  webManifest?: string;
  /** The theme colour of the build's design tokens, the manifest's `theme_color` (issue 17). */
  themeColor?: string;
}

/** Everything the server hands the browser to hydrate without fetching again. */
export interface PageState {
  store: StoreView;
  messages: ParsedMessages;
  apollo: NormalizedCacheObject;
  router: HydrationState;
  assets: PageAssets;
}

export const PAGE_STATE_GLOBAL = '__SHOP__';

/** JSON that is safe inside a <script>: no `</script>` or HTML comment can end it early. */
export function serializeForScript(value: unknown): string {
  // One pass over the JSON (the page state is 50–150 KB): five replace() calls took five.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => SCRIPT_ESCAPES[c]!);
}

/**
 * The page state for its script (issue 18): the store view's messages are the same object for
 * every page of a process (parsed once per catalogue), so their ~75 KB of JSON are serialized once
 * and reused — they were two thirds of every page's serialization work.
 */
export function serializePageState(state: PageState): string {
  const { messages, ...rest } = state;
  let serializedMessages = SERIALIZED_MESSAGES.get(messages);
  if (serializedMessages === undefined) {
    serializedMessages = serializeForScript(messages);
    SERIALIZED_MESSAGES.set(messages, serializedMessages);
  }
  // `rest` always has the store, router and assets: its JSON ends with the object's `}`.
  return `${serializeForScript(rest).slice(0, -1)},"messages":${serializedMessages}}`;
}

const SERIALIZED_MESSAGES = new WeakMap<ParsedMessages, string>();

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
