import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { appToasts } from '../platform/toasts';

const loadRegion = () => import('./ToastRegion');
const ToastRegion = lazy(loadRegion);

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
  // Fetch the region once the page is idle, so the first toast (e.g. "added to your bag") shows at
  // once instead of after a chunk download.
  useEffect(() => {
    const handle = setTimeout(() => void loadRegion(), 2000);
    return () => clearTimeout(handle);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
