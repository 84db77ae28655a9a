import type { ApolloClient } from '@apollo/client';
import type { DataRouter } from 'react-router';
import { createIntl } from 'react-intl';
import { connectivityToast } from '@shop/ui/components/OfflineNotice';
import { storefrontConfig } from '../../platform/config';
import type { ParsedMessages } from '../../platform/i18n/messages';
import { persistApolloCache } from '../../platform/data/persistCache';
import type { StoreView } from '../../platform/store/store-context';
import { showToast } from '../../platform/toasts';
import { watchConnectivity } from './connectivity';
import { watchOfflineNavigation } from './navigation';
import { registerServiceWorker } from './serviceWorker';

export interface OfflineSupportOptions {
  apollo: ApolloClient;
  router: DataRouter;
  /** The page's state as the server sent it (one object: the entry stays a few bytes smaller). */
  page: { store: StoreView; messages: ParsedMessages };
}

/** How often a long-open page asks whether a new deployment is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Issue 17, loaded once the page is interactive (entry.client): the connectivity notices, the
 * client cache that survives a reload, and the service worker with its update prompt. Nothing
 * here is part of a page's first download.
 */
export function startOfflineSupport({ apollo, router, page }: OfflineSupportOptions): void {
  const { store, messages } = page;
  const intl = createIntl({ locale: store.formattingLocale, defaultLocale: 'en-US', messages });
  const t = (id: string) => intl.formatMessage({ id });

  watchConnectivity(window, navigator.onLine, (notice) =>
    showToast(
      connectivityToast(notice, {
        offlineText: t('offline.notice.offline'),
        onlineText: t('offline.notice.online'),
      }),
    ),
  );

  void persistApolloCache(apollo.cache, store.code).catch(() => undefined);

  if (!('serviceWorker' in navigator)) return;
  watchOfflineNavigation(router, {
    // Not `isOffline` from ./network: that module sits in the cart's and checkout's chunks, and
    // sharing it would make it a chunk of its own in the entry's preload list.
    isOffline: () => navigator.onLine === false,
    workerControls: () => Boolean(navigator.serviceWorker.controller),
    loadDocument: (href, replace) => (replace ? window.location.replace(href) : window.location.assign(href)),
  });
  void registerServiceWorker({
    container: navigator.serviceWorker,
    storeView: {
      code: store.code,
      stores: {
        storeCodes: storefrontConfig.storeCodes,
        defaultStoreCode: storefrontConfig.defaultStoreCode,
      },
      texts: {
        lang: store.formattingLocale,
        title: t('offline.page.title'),
        text: t('offline.page.text'),
        retry: t('offline.page.retry'),
      },
    },
    onUpdate: (reload) =>
      showToast({
        id: 'new-version',
        type: 'info',
        message: t('offline.update.message'),
        timeout: null,
        dismissable: true,
        button: { label: t('offline.update.reload'), onClick: reload },
      }),
    reloadPage: () => window.location.reload(),
  })
    .then((registration) => {
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch(() => undefined);
}
