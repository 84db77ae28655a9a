import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router';
import type { StoreView } from '../platform/store/store-context';

export interface PageAssets {
  /**
   * The page's stylesheets: the shell's (every page) and those of the lazy features the page renders
   * (see bundling/cssGroups.ts).
   */
  styles: string[];
  /** JS chunks the page will need, preloaded with the HTML. */
  preloads: string[];
  /**
   * JS chunks hydration does not wait for (the Page Builder's renderer and block views: the server's
   * HTML of the content stays until they arrive), preloaded at low priority so that they never
   * take bandwidth from the styles, the scripts hydration waits for and the page's largest image.
   */
  laterPreloads: string[];
  /** The client entry module. */
  entry: string;
  /**
   * The page is whole in the server's HTML: its scripts (and the texts' preload) are asked for
   * after its first paint by the bootstrap script (scriptsAfterPaint.ts), not linked in the head.
   */
  scriptsAfterPaint: boolean;
  /**
   * The store view's messages for the browser (ICU trees, a file of the build: bundling/messages.ts),
   * which the entry fetches before hydrating; empty on a page that does not hydrate.
   */
  messages: string;
  /** The store view's web app manifest (issue 17); absent on error pages rendered without a store. */
  webManifest?: string;
  /** The theme colour of the build's design tokens, the manifest's `theme_color` (issue 17). */
  themeColor?: string;
}

/**
 * What the server hands the browser to hydrate without fetching again; the texts come from the
 * file `assets.messages` names (shared by every page of the store view).
 */
export interface PageState {
  store: StoreView;
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
 * The page state as a JavaScript expression for its inline script (issue 18):
 * `JSON.parse('…')`. Browsers parse a JSON string much faster than the same object written as
 * an object literal: for the home page's ~140 KB (then with the messages), at Lighthouse's 4× CPU,
 * about 90 ms against 170 ms (BENCHMARKS.md). That script runs while the HTML is parsed, before
 * the first paint.
 */
export function serializePageState(state: PageState): string {
  return `JSON.parse('${quotedJson(state)}')`;
}

/**
 * JSON as the inside of a single-quoted JavaScript string in a <script>: the JSON's own escapes
 * keep their backslash, a quote cannot end the string, and nothing can end the script element.
 */
function quotedJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_QUOTED_SCRIPT, (c) => QUOTED_SCRIPT_ESCAPES[c]!);
}

const UNSAFE_IN_QUOTED_SCRIPT = /[<>&\u2028\u2029\\']/g;
const QUOTED_SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\\\u003c',
  '>': '\\\\u003e',
  '&': '\\\\u0026',
  '\u2028': '\\\\u2028',
  '\u2029': '\\\\u2029',
  '\\': '\\\\',
  "'": "\\'",
};

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
