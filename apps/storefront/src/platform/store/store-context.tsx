import { createContext, useContext, type ReactNode } from 'react';
import { storefrontConfig } from '../config';
import { storeHref } from './store';

/** What every part of the page may know about the store view it renders in. */
export interface StoreView {
  code: string;
  basename: string;
  /** Public origin of the shop (`PUBLIC_URL`, else the request's), for canonical and hreflang URLs. */
  origin: string;
  name: string;
  /** The brand as the logo reads (Magento's logo_alt), e.g. "Aurora Botanica". */
  brand: string;
  /** Magento locale code, e.g. `de_DE`. */
  locale: string;
  /** BCP 47 tag for Intl formatting, e.g. `de-DE`. */
  formattingLocale: string;
  currency: string;
  titlePrefix: string;
  titleSuffix: string;
  defaultTitle: string;
  defaultDescription: string;
  /** The store view has a journal (spec §2: the Journal link and /blog only then). */
  blog: boolean;
}

const StoreViewContext = createContext<StoreView | null>(null);

export function StoreViewProvider({ value, children }: { value: StoreView; children: ReactNode }) {
  return <StoreViewContext.Provider value={value}>{children}</StoreViewContext.Provider>;
}

export function useStoreView(): StoreView {
  const store = useContext(StoreViewContext);
  if (!store) throw new Error('useStoreView must be used inside <StoreViewProvider>');
  return store;
}

/** A full href to `path` in another store view (store switching reloads the page). */
export function storeSwitchHref(code: string, path = '/'): string {
  return storeHref(code, path, storefrontConfig);
}

/** The document title as Magento composes it: prefix, page title, suffix. */
export function usePageTitle(title: string | null | undefined): string {
  const store = useStoreView();
  return composeTitle(title, store);
}

export function composeTitle(
  title: string | null | undefined,
  store: Pick<StoreView, 'titlePrefix' | 'titleSuffix' | 'defaultTitle'>,
): string {
  const main = title?.trim() || store.defaultTitle.trim();
  const prefix = store.titlePrefix.trim();
  const suffix = store.titleSuffix.trim();
  // A suffix like "| Brand" is not repeated on pages whose own title already names the brand.
  const suffixName = suffix.replace(/^[|–—:-]\s*/, '');
  const parts = [
    prefix && !main.startsWith(prefix) ? prefix : '',
    main,
    suffix && !(suffixName && main.includes(suffixName)) ? suffix : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** An absolute URL on the shop for a path or store-relative URL (SEO links must be absolute). */
export function absoluteUrl(store: Pick<StoreView, 'origin'>, url: string): string {
  const absolute = new URL(url, `${store.origin}/`);
  // The default store has no prefix: `/en/…` only redirects, so it is never a canonical URL.
  const prefix = `/${storefrontConfig.defaultStoreCode}`;
  if (absolute.pathname === prefix || absolute.pathname.startsWith(`${prefix}/`)) {
    absolute.pathname = absolute.pathname.slice(prefix.length) || '/';
  }
  return absolute.href;
}
