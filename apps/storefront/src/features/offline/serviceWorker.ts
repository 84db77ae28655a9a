import type { KnownStores, OfflinePageTexts, WorkerMessage } from './swRules';

export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerOptions {
  container: ServiceWorkerContainer;
  /** This store view and its offline page's texts, for the worker to keep. */
  storeView: { code: string; stores: KnownStores; texts: OfflinePageTexts };
  /** A new version is installed and waiting: ask the shopper; `reload` swaps and reloads. */
  onUpdate: (reload: () => void) => void;
  reloadPage: () => void;
}

const send = (worker: ServiceWorker | null | undefined, message: WorkerMessage) =>
  worker?.postMessage(message);

/**
 * Registers `/sw.js` for the whole origin. A later deployment's worker installs in the background
 * and waits; the shopper is asked ("A new version is available") and only their "Reload" swaps
 * the code and reloads the page — never under a running page.
 */
export async function registerServiceWorker(
  options: ServiceWorkerOptions,
): Promise<ServiceWorkerRegistration> {
  const { container } = options;
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
  let reloadRequested = false;
  container.addEventListener('controllerchange', () => {
    if (reloadRequested) options.reloadPage();
  });
  const offer = (worker: ServiceWorker) =>
    options.onUpdate(() => {
      reloadRequested = true;
      send(worker, { type: 'SKIP_WAITING' });
    });
  // Only an update has a page to protect: the first install has no controller yet.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  const ready = await container.ready;
  send(ready.active, { type: 'STORE_VIEW', ...options.storeView });
  return registration;
}
