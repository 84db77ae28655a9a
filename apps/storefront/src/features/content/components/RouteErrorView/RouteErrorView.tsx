import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../ErrorView/ErrorView';
import { NotFoundView } from '../NotFoundView/NotFoundView';

/** Error boundary of every route: not-found answers get the 404 view, everything else the error view. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  reportRouteError(error);
  return <ErrorView />;
}

function reportRouteError(error: unknown) {
  // Only the message: errors can carry request details, never tokens or bodies.
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  console.error(`[storefront] route error: ${message}`);
}
