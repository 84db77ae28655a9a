import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Issue 17: the web app manifest of each store view, so the shop can be installed — at
 * `/manifest.webmanifest` in the default store and `/{store}/manifest.webmanifest` (or
 * `/manifest.webmanifest?{store}` in the query reading of spec §1) in the others. Name and
 * language come from the store view's config, the start URL is the store view's home page, the
 * colours and icons from the build (`pwa/vitePlugin.ts`, from the theme tokens and brand mark).
 */
const MANIFEST_PATH = /^\/(?:([a-z0-9_]+)\/)?manifest\.webmanifest$/;

const MANIFEST_QUERY = `query ShopWebManifest {
  storeConfig { store_code store_name logo_alt default_title locale }
}`;

interface ManifestAnswer {
  data?: {
    storeConfig?: {
      store_code?: string | null;
      store_name?: string | null;
      logo_alt?: string | null;
      default_title?: string | null;
      locale?: string | null;
    } | null;
  } | null;
  errors?: unknown[];
}

export interface PwaBuildInfo {
  themeColor: string;
  backgroundColor: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

export interface WebManifestDeps {
  graphql(body: unknown, headers: Record<string, string>): Promise<unknown>;
  defaultStoreCode: string;
  storeUrlMode: 'path' | 'query';
  build: PwaBuildInfo;
}

/** The build's facts for the manifest (written next to Vite's manifest by the PWA build step). */
export function readPwaBuildInfo(clientDir: string): PwaBuildInfo {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/pwa.json'), 'utf8')) as PwaBuildInfo;
}

/** The store view a manifest URL names: `/de/manifest.webmanifest`, `/manifest.webmanifest?de`, or the default. */
export function manifestStoreCode(url: string, defaultStoreCode: string): string | null {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const match = MANIFEST_PATH.exec(pathname);
  if (!match) return null;
  if (match[1]) return match[1] === defaultStoreCode ? null : match[1];
  const queryCode = /^([a-z0-9_]+)(?:=)?(?:&|$)/.exec(search)?.[1];
  return queryCode && queryCode !== defaultStoreCode ? queryCode : defaultStoreCode;
}

/** The store view's home page, in the configured reading of the store prefix. */
export function storeStartUrl(
  code: string,
  deps: Pick<WebManifestDeps, 'defaultStoreCode' | 'storeUrlMode'>,
) {
  if (code === deps.defaultStoreCode) return '/';
  return deps.storeUrlMode === 'query' ? `/?${code}` : `/${code}/`;
}

export function webManifest(
  code: string,
  config: NonNullable<NonNullable<ManifestAnswer['data']>['storeConfig']>,
  deps: Pick<WebManifestDeps, 'defaultStoreCode' | 'storeUrlMode' | 'build'>,
) {
  const name = (config.logo_alt || config.default_title || config.store_name || code).trim();
  const startUrl = storeStartUrl(code, deps);
  return {
    id: startUrl,
    name,
    short_name: name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12),
    lang: (config.locale ?? 'en_US').replace('_', '-'),
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    theme_color: deps.build.themeColor,
    background_color: deps.build.backgroundColor,
    icons: deps.build.icons,
  };
}

/** Answers a manifest URL; false for every other request. */
export async function handleWebManifest(
  req: IncomingMessage,
  res: ServerResponse,
  deps: WebManifestDeps,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  if (!MANIFEST_PATH.test(url.split('?')[0] ?? '/')) return false;
  const code = manifestStoreCode(url, deps.defaultStoreCode);
  const notFound = () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
    return true;
  };
  if (!code) return notFound();
  let answer: ManifestAnswer;
  try {
    answer = (await deps.graphql({ query: MANIFEST_QUERY }, { Store: code })) as ManifestAnswer;
  } catch {
    return notFound();
  }
  const config = answer.data?.storeConfig;
  if (answer.errors?.length || !config) return notFound();
  res.writeHead(200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(webManifest(code, config, deps)));
  return true;
}
