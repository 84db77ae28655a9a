import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  catalogueManifestKey,
  mergeCatalogue,
  parseMessages,
  type Messages,
} from '../src/platform/i18n/catalogue';
import { catalogues } from '../src/platform/i18n/locales';

/**
 * The message catalogues as files of the browser build (issue 18): `assets/messages-<catalogue>-<hash>.json`,
 * each the catalogue's messages as ICU syntax trees (what react-intl reads without a parser), named
 * by its content. Every page links its store view's file (`preload` in the head, fetched by the
 * entry before hydrating) instead of carrying the ~77 KB in its inline page state: the HTML is 41 %
 * smaller compressed, the server no longer escapes, encodes, compresses and hands over the same
 * texts with every page, and a browser (and the service worker, which precaches them) keeps the
 * file for every later page of the build.
 *
 * The server finds a catalogue's file in the build's manifest under `catalogueManifestKey(catalogue)`.
 */

/** The catalogue's files of every feature under `srcDir` (each folder's `i18n/<catalogue>.json`), in path order. */
function catalogueFiles(srcDir: string, catalogue: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.split(path.sep).slice(-2).join('/') === `i18n/${catalogue}.json`)
    .sort()
    .map((file) => path.join(srcDir, file));
}

/** One catalogue as the browser's file: merged as the server merges it, parsed, as JSON. */
export function catalogueSource(srcDir: string, catalogue: string): { source: string; files: string[] } {
  const files = catalogueFiles(srcDir, catalogue);
  if (files.length === 0) throw new Error(`No message files for the ${catalogue} catalogue under ${srcDir}`);
  const merged = mergeCatalogue(
    catalogue,
    files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Messages),
  );
  return { source: JSON.stringify(parseMessages(merged)), files };
}

export function messageCatalogues(options: { srcDir: string }): Plugin {
  return {
    name: 'shop-message-catalogues',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      for (const catalogue of catalogues) {
        const { source, files } = catalogueSource(options.srcDir, catalogue);
        for (const file of files) this.addWatchFile(file);
        this.emitFile({
          type: 'asset',
          name: `messages-${catalogue}.json`,
          originalFileName: catalogueManifestKey(catalogue),
          source,
        });
      }
    },
  };
}
