/**
 * The shell renders CMS content (the footer) on every page, but the renderer must not sit in the
 * entry chunk: it loads on demand — by the loaders, and in the browser before hydrating — so by
 * the time React renders, the module is there and nothing suspends.
 */
import { use } from 'react';
import type * as PageBuilderModule from './PageBuilder';
import type { PageBuilderProps } from './PageBuilder';

type Module = typeof PageBuilderModule;

let loaded: Module | undefined;
let pending: Promise<Module> | undefined;

export function loadPageBuilder(): Promise<Module> {
  pending ??= import('./PageBuilder').then((m) => (loaded = m));
  return pending;
}

export function LazyPageBuilder(props: PageBuilderProps) {
  const { PageBuilder } = loaded ?? use(loadPageBuilder());
  return <PageBuilder {...props} />;
}
