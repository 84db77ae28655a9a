import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENTITY_PAGE_IMPORTS_MODULE,
  entityPageModules,
  entityPageModulesFor,
  lazyRouteModules,
  lazyRouteModulesFor,
  ROUTE_IMPORTS_MODULE,
  STOCK_ALERT_MODULE,
} from './routeModules';
import type { LazyRouteId } from './router';
import { entityPageHandle } from '../features/catalog/entityPages';

const appRoot = path.resolve(__dirname, '../..');

/** `id: () => import('./x')` pairs of a source table, as manifest keys (`src/x.tsx`). */
function importsOf(file: string): Record<string, string> {
  const source = readFileSync(path.join(appRoot, file), 'utf8');
  const dir = path.posix.dirname(file);
  const found: Record<string, string> = {};
  for (const [, id = '', spec = ''] of source.matchAll(/(\w+): \(\) => import\('(\.[^']+)'\)/g)) {
    found[id] = `${path.posix.join(dir, spec)}.tsx`;
  }
  return found;
}

describe('server-only module paths', () => {
  it('name the module each lazy route imports', () => {
    expect(lazyRouteModules).toEqual({
      ...importsOf('src/app/router.tsx'),
      ...importsOf('src/app/routeImports.ts'),
    });
  });

  it('preload the route imports chunk for the routes imported through it', () => {
    for (const id of Object.keys(importsOf('src/app/routeImports.ts')) as LazyRouteId[]) {
      expect(lazyRouteModulesFor(id)).toEqual([ROUTE_IMPORTS_MODULE, lazyRouteModules[id]]);
    }
    for (const id of Object.keys(importsOf('src/app/router.tsx')) as LazyRouteId[]) {
      expect(lazyRouteModulesFor(id)).toEqual([lazyRouteModules[id]]);
    }
  });

  it('name the module each entity page imports', () => {
    const source = readFileSync(path.join(appRoot, 'src/features/catalog/entityPageImports.ts'), 'utf8');
    const pages: Record<string, string> = {};
    for (const [, kind = '', spec = ''] of source.matchAll(
      /(\w+): \{\s*page: \(\) => import\('(\.[^']+)'\)/g,
    )) {
      pages[kind] = `${path.posix.join('src/features/catalog', spec)}.tsx`;
    }
    expect(entityPageModules).toEqual(pages);
  });

  it('point at existing files', () => {
    const modules = [
      ENTITY_PAGE_IMPORTS_MODULE,
      ...Object.values(lazyRouteModules),
      ...Object.values(entityPageModules),
    ];
    for (const module of modules) {
      expect(existsSync(path.join(appRoot, module)), module).toBe(true);
    }
  });

  it('give the entity page of routes that render one', () => {
    expect(entityPageModulesFor(entityPageHandle, { kind: 'product', data: {} })).toEqual([
      'src/features/catalog/entityPageImports.ts',
      'src/features/catalog/routes/product/page.tsx',
    ]);
    expect(
      entityPageModulesFor(entityPageHandle, {
        kind: 'product',
        data: {
          product: { stock: { status: 'IN_STOCK' }, variants: [{ stock: { status: 'OUT_OF_STOCK' } }] },
        },
      }),
    ).toContain(STOCK_ALERT_MODULE);
    expect(
      entityPageModulesFor(entityPageHandle, {
        kind: 'product',
        data: { product: { stock: { status: 'IN_STOCK' }, variants: [] } },
      }),
    ).not.toContain(STOCK_ALERT_MODULE);
    expect(existsSync(path.join(appRoot, STOCK_ALERT_MODULE))).toBe(true);
    expect(entityPageModulesFor(entityPageHandle, { kind: 'cms' })).toEqual([]);
    expect(entityPageModulesFor(undefined, { kind: 'category', data: {} })).toEqual([]);
  });
});
