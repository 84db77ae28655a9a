import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { createRoutes, DEPS_FROM_REQUEST_CONTEXT } from '../router';
import { isResolverPath, listedRoutePaths } from './listedPaths';

const join = (parent: string, path: string) => `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

/** The full path of every leaf route in the table. */
function leafPaths(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : join(parent, route.path ?? '');
    return route.children ? leafPaths(route.children, path) : [path];
  });
}

describe('isResolverPath', () => {
  it('lists exactly the route table’s own paths (everything but the resolver’s *)', () => {
    const table = leafPaths(createRoutes(DEPS_FROM_REQUEST_CONTEXT)).filter((p) => !p.endsWith('*'));
    expect([...listedRoutePaths].sort()).toEqual(table.sort());
  });

  it.each(['/face/serums.html', '/hydra-serum.html', '/no-such-page', '/about/team'])(
    '%s is looked up',
    (path) => expect(isResolverPath(path)).toBe(true),
  );

  it.each([
    '/',
    '/about',
    '/cart',
    '/search.html',
    '/catalog/product/view/id/12',
    '/checkout/lpm/callback/abc',
  ])('%s is a listed route', (path) => expect(isResolverPath(path)).toBe(false));
});
