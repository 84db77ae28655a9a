import { lazy, Suspense, useEffect, useReducer, useSyncExternalStore, type ComponentType } from 'react';
import { appToasts } from '../platform/toasts';

const loadRegion = () => import('./ToastRegion');
// Offline without the service worker's copy the chunk cannot load: the page must not fail for a
// toast (issue 17), so the region is left out and tried again when the network is back.
let regionFailed = false;
const Nothing = () => null;
const lazyRegion = () =>
  lazy<ComponentType>(() =>
    loadRegion().catch(() => {
      regionFailed = true;
      return { default: Nothing };
    }),
  );
let ToastRegion = lazyRegion();

// Once a toast was shown the region stays mounted, so the F8 landmark persists and later toasts
// need no loading.
let loaded = false;
const getSnapshot = () => (loaded ||= appToasts.getSnapshot().length > 0);
const getServerSnapshot = () => false;

/**
 * Mounts the toast region once the first toast is added: Radix Toast and the region stay out of
 * every page's first download (shell pages have almost no JS budget left).
 */
export function AppToaster() {
  const needed = useSyncExternalStore(appToasts.subscribe, getSnapshot, getServerSnapshot);
  const [, retry] = useReducer((n: number) => n + 1, 0);
  // Fetch the region once the page is idle, so the first toast (e.g. "added to your bag") shows at
  // once instead of after a chunk download.
  useEffect(() => {
    const handle = setTimeout(() => void loadRegion().catch(() => undefined), 2000);
    const online = () => {
      if (!regionFailed) return;
      regionFailed = false;
      ToastRegion = lazyRegion();
      retry();
    };
    window.addEventListener('online', online);
    return () => {
      clearTimeout(handle);
      window.removeEventListener('online', online);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
