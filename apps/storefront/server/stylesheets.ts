import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * One render-blocking stylesheet per page instead of one per chunk: a page's CSS files (the
 * entry's, its routes' and its Page Builder views', in cascade order) are served concatenated
 * from one URL. The URL names the files by their index in the build's sorted CSS list, so any
 * server of the same build answers it (no state), and the build id makes it immutable.
 */
export interface CssCatalogue {
  /** Short hash of the build's CSS file names (they are content-hashed, so of their contents). */
  build: string;
  /** Every CSS file of the build, `/assets/…`, sorted. */
  files: string[];
  index: Map<string, number>;
}

const PREFIX = '/assets/combined-';

interface ManifestLike {
  [key: string]: { file?: string; css?: string[] } | undefined;
}

const catalogues = new WeakMap<object, CssCatalogue>();

export function cssCatalogue(manifest: ManifestLike): CssCatalogue {
  const cached = catalogues.get(manifest);
  if (cached) return cached;
  const files = [
    ...new Set(Object.values(manifest).flatMap((chunk) => (chunk?.css ?? []).map((css) => `/${css}`))),
  ].sort();
  const build = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 10);
  const catalogue = { build, files, index: new Map(files.map((f, i) => [f, i])) };
  catalogues.set(manifest, catalogue);
  return catalogue;
}

/**
 * The page's stylesheet links: one combined URL for two or more build CSS files (same folder as
 * the files, so relative `url()`s resolve alike). Files the build does not know stay separate.
 */
export function combineStyles(catalogue: CssCatalogue, styles: string[]): string[] {
  const known = styles.filter((href) => catalogue.index.has(href));
  if (known.length < 2) return styles;
  const ids = known.map((href) => catalogue.index.get(href)!.toString(36)).join('.');
  const combined = `${PREFIX}${catalogue.build}-${ids}.css`;
  const rest = styles.filter((href) => !catalogue.index.has(href));
  return [combined, ...rest];
}

/** The files a combined URL stands for, in order; null when it is not one of this build's. */
export function combinedFiles(catalogue: CssCatalogue, pathname: string): string[] | null {
  if (!pathname.startsWith(PREFIX) || !pathname.endsWith('.css')) return null;
  const match = /^([0-9a-f]{10})-([0-9a-z]+(?:\.[0-9a-z]+)*)$/.exec(
    pathname.slice(PREFIX.length, -'.css'.length),
  );
  if (!match || match[1] !== catalogue.build) return null;
  const files: string[] = [];
  for (const id of match[2]!.split('.')) {
    const file = catalogue.files[parseInt(id, 36)];
    // Each file once: a URL listing one twice is not one this server made.
    if (!file || files.includes(file)) return null;
    files.push(file);
  }
  return files.length >= 2 ? files : null;
}

const bodies = new Map<string, Buffer>();

/** Answers a combined stylesheet URL from the built files; false when the URL is not one. */
export async function serveCombinedCss(
  clientDir: string,
  catalogue: CssCatalogue,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '/').split('?')[0]!;
  const files = combinedFiles(catalogue, pathname);
  if (!files) return false;
  let body = bodies.get(pathname);
  if (!body) {
    const parts = await Promise.all(files.map((file) => readFile(path.join(clientDir, file), 'utf8')));
    // An @charset is only valid as a file's first bytes (the combined file is UTF-8 anyway).
    body = Buffer.from(parts.map((css) => css.replace(/^@charset "[^"]*";\s*/i, '').trimEnd()).join('\n'));
    // Bounded: a build has a handful of page types, each with a few content combinations.
    if (bodies.size > 500) bodies.clear();
    bodies.set(pathname, body);
  }
  // Compressed by the server's compression middleware, like pages.
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
