import { Suspense, lazy, useEffect, useMemo } from 'react';
import { useHref, useLocation } from 'react-router';
import { routeErrorDebugId } from '../RouteErrorView/routeErrorDebugId';

const MaskedErrorDialog = lazy(() => import('../MaskedErrorDialog/MaskedErrorDialog'));

/**
 * The browser's half of a route error (its own chunk: no first page carries it): the error's debug
 * id — the server's when the server logged it (a loader error during server rendering, an
 * unexpected API error), else a new one written to the console — and the masked error dialog.
 */
export default function RouteErrorMask({ error }: { error: unknown }) {
  // The page's path with the store prefix, never its query string (it can hold an e-mail address).
  const location = useHref({ pathname: useLocation().pathname });
  const id = useMemo(() => routeErrorDebugId(error), [error]);
  useEffect(() => {
    // Only the message: errors can carry request details, never tokens or bodies.
    if (id.fromServer) return;
    console.error(
      `[storefront] unexpected error ${id.debugId} at ${location}: ${error instanceof Error ? error.message : String(error)}`,
    );
    void import('../../../../platform/errorReporting').then((m) => m.reportToErrorService(error, id.debugId));
  }, [id, error, location]);
  return (
    <Suspense fallback={null}>
      <MaskedErrorDialog debugId={id.debugId} location={location} />
    </Suspense>
  );
}
