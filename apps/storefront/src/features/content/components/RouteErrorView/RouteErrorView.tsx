import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../ErrorView/ErrorView';
import { NotFoundView } from '../NotFoundView/NotFoundView';

const RouteErrorMask = lazy(() => import('../RouteErrorMask/RouteErrorMask'));

/**
 * Error boundary of every route: not-found answers get the 404 view; a route that threw (its loader
 * or its render) the error view, and in the browser spec §4's masked error view with the error's
 * debug id (RouteErrorMask).
 */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return error.status === 404 ? <NotFoundView /> : <ErrorView />;
  return (
    <>
      <ErrorView />
      {/* A dialog in a portal: nothing of it is in the server's HTML. */}
      <Suspense fallback={null}>
        <RouteErrorMask error={error} />
      </Suspense>
    </>
  );
}
