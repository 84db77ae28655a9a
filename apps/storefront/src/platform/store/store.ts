import type { StorefrontConfig, StoreUrlMode } from '../config';

export interface StoreLocation {
  /** Store view code, e.g. `de`. */
  code: string;
  /** Router basename: `/de` in path mode, `/` for the default store or in query mode. */
  basename: string;
  /** The path inside the store, always starting with `/`. */
  path: string;
}

/**
 * Reads the store view from a URL. Both readings of spec §1 are understood: `/de/about` and
 * `/about?de` (a bare query key equal to a store code). Unknown prefixes belong to the default
 * store and stay part of the path, so the URL resolver can still find them.
 */
export function storeFromUrl(
  url: URL,
  config: Pick<StorefrontConfig, 'storeCodes' | 'defaultStoreCode'>,
): StoreLocation {
  const segments = url.pathname.split('/');
  const first = segments[1] ?? '';
  if (first && first !== config.defaultStoreCode && config.storeCodes.includes(first)) {
    const rest = '/' + segments.slice(2).join('/');
    return { code: first, basename: `/${first}`, path: rest };
  }
  for (const key of url.searchParams.keys()) {
    if (config.storeCodes.includes(key) && url.searchParams.get(key) === '') {
      return { code: key, basename: '/', path: url.pathname };
    }
  }
  return { code: config.defaultStoreCode, basename: '/', path: url.pathname };
}

/** Writes a link to `path` in store `code`, in the configured reading of the store prefix. */
export function storeHref(
  code: string,
  path: string,
  config: Pick<StorefrontConfig, 'defaultStoreCode'> & { storeUrlMode: StoreUrlMode },
): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (code === config.defaultStoreCode) return normalised;
  if (config.storeUrlMode === 'query') {
    return `${normalised}${normalised.includes('?') ? '&' : '?'}${code}`;
  }
  return normalised === '/' ? `/${code}/` : `/${code}${normalised}`;
}

/**
 * The canonical URL of a request when it names the default store explicitly (`/en/about` →
 * `/about`), or null when it is already canonical.
 */
export function canonicalDefaultStoreUrl(url: URL, config: StorefrontConfig): string | null {
  const prefix = `/${config.defaultStoreCode}`;
  if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return null;
  return `${url.pathname.slice(prefix.length) || '/'}${url.search}`;
}
