import { matchPath } from 'react-router';

import { MORE_ROUTES } from '../routePaths';

/**
 * The paths of spec §2's listed routes: the shell's pages and the route table's others
 * (`routePaths.ts`, which `router.tsx` builds the table from); every other path goes to the URL
 * resolver. `listedPaths.test.ts` checks the list against the table itself.
 */
export const listedRoutePaths: readonly string[] = [
  '/',
  '/about',
  ...MORE_ROUTES.map(([, path]) => `/${path}`),
];

/** True when the URL resolver answers for this path (inside the store, prefix removed). */
export function isResolverPath(pathname: string): boolean {
  return !listedRoutePaths.some((path) => matchPath(path, pathname));
}
