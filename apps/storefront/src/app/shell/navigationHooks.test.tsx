// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, type PageViewEvent } from '../../platform/analytics';
import type { PageViewReading, ResolverPendingReading } from '../../platform/config';
import { holdableLoader } from '../../platform/routing/testing';
import { StoreViewProvider, type StoreView } from '../../platform/store/store-context';
import { NavigationScroll } from './NavigationScroll';
import { usePageViews } from './usePageViews';
import { usePendingPage, type PendingPage } from './usePendingPage';

afterEach(cleanup);

async function setup({
  basename = '/',
  reading = 'path',
  resolverReading = 'shimmer',
}: {
  basename?: string;
  reading?: PageViewReading;
  resolverReading?: ResolverPendingReading;
} = {}) {
  // Pages' loaders answer at once unless the test holds them (a slow API).
  const { loader, hold } = holdableLoader();
  const analytics = createAnalytics();
  const views: PageViewEvent[] = [];
  analytics.subscribe((e) => (e.event === 'page_view' ? views.push(e) : undefined));
  const pending: PendingPage[] = [];
  function Root() {
    usePageViews(analytics, reading);
    pending.push(usePendingPage(resolverReading));
    return (
      <>
        <Outlet />
        <NavigationScroll />
      </>
    );
  }
  const page = { Component: () => <p>page</p>, loader };
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: Root,
      children: [
        { index: true, Component: () => <p>home</p> },
        { path: 'about', ...page },
        { path: '*', ...page },
      ],
    },
  ];
  const prefix = basename === '/' ? '' : basename;
  const router = createMemoryRouter(routes, {
    basename,
    initialEntries: [`${prefix}/face.html?utm_source=news`],
  });
  const store = { code: 'en', basename } as StoreView;
  render(
    <StoreViewProvider value={store}>
      <RouterProvider router={router} />
    </StoreViewProvider>,
  );
  // The first page's loaders run before anything renders.
  await act(async () => {});
  return { router, views, hold, last: () => pending.at(-1)! };
}

describe('usePageViews', () => {
  it('counts the landing page once, with its query parameters', async () => {
    const { views } = await setup();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      event: 'page_view',
      navigation: 'landing',
      landing_params: { utm_source: 'news' },
    });
  });

  it('counts push navigations to another path, not query-only pushes, replaces or back/forward', async () => {
    const { router, views } = await setup();
    await act(() => router.navigate('/serum.html'));
    await act(() => router.navigate('/serum.html?opt=12'));
    await act(() => router.navigate('/about', { replace: true }));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(views.map((v) => v.navigation)).toEqual(['landing', 'push']);
    expect(views[1]).not.toHaveProperty('landing_params');
  });

  it('with the push reading, a query-only push is a page view too', async () => {
    const { router, views } = await setup({ reading: 'push' });
    await act(() => router.navigate('/face.html?color%5Bfilter%5D=Red,5'));
    await act(() => router.navigate('/face.html?sort=NEW_ARRIVAL', { replace: true }));
    expect(views.map((v) => v.navigation)).toEqual(['landing', 'push']);
  });
});

describe('usePendingPage', () => {
  it('a path the resolver looks up: page loading and the shimmer, until the page is there', async () => {
    const { router, last, hold } = await setup();
    const open = hold();
    await act(async () => {
      void router.navigate('/de-luxe.html');
    });
    expect(last()).toEqual({ loading: true, resolving: true });
    await act(async () => open());
    expect(last()).toEqual({ loading: false, resolving: false });
  });

  it('a listed route: page loading without the shimmer', async () => {
    const { router, last, hold } = await setup();
    const open = hold();
    await act(async () => {
      void router.navigate('/about');
    });
    expect(last()).toEqual({ loading: true, resolving: false });
    await act(async () => open());
  });

  it('knows the store prefix: /de/about is a listed route of the German store', async () => {
    const { router, last, hold } = await setup({ basename: '/de' });
    const open = hold();
    await act(async () => {
      void router.navigate('/about');
    });
    expect(last()).toEqual({ loading: true, resolving: false });
    await act(async () => open());
  });

  it('a query-only change of the same page is not a page load', async () => {
    const { router, last, hold } = await setup();
    const open = hold();
    await act(async () => {
      void router.navigate('/face.html?sort=NEW_ARRIVAL');
    });
    expect(last()).toEqual({ loading: false, resolving: false });
    await act(async () => open());
  });

  it('the wait reading keeps the page: loading, no shimmer', async () => {
    const { router, last, hold } = await setup({ resolverReading: 'wait' });
    const open = hold();
    await act(async () => {
      void router.navigate('/de-luxe.html');
    });
    expect(last()).toEqual({ loading: true, resolving: false });
    await act(async () => open());
  });
});

describe('NavigationScroll', () => {
  let calls: { top: number; behavior: string }[];
  let reduce: boolean;
  beforeEach(() => {
    calls = [];
    reduce = false;
    // react-router keeps saved positions per history key in session storage: start from none.
    sessionStorage.setItem('react-router-scroll-positions', '{}');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number | ScrollToOptions, y?: number) => {
      const top = typeof x === 'number' ? y! : (x.top ?? 0);
      calls.push({ top, behavior: document.documentElement.style.scrollBehavior });
    }) as typeof window.scrollTo);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top smoothly after a path change', async () => {
    const { router } = await setup();
    await act(() => router.navigate('/serum.html'));
    expect(calls.at(-1)).toEqual({ top: 0, behavior: 'smooth' });
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(document.documentElement.style.scrollBehavior).toBe('');
  });

  it('jumps instantly with reduced motion', async () => {
    reduce = true;
    const { router } = await setup();
    await act(() => router.navigate('/serum.html'));
    expect(calls.at(-1)).toEqual({ top: 0, behavior: '' });
  });

  it('restores the saved position on back, without smooth scrolling', async () => {
    const { router } = await setup();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1500 });
    await act(() => router.navigate('/serum.html'));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await act(() => router.navigate(-1));
    expect(calls.at(-1)).toEqual({ top: 1500, behavior: '' });
  });

  it('does not move for a query-only change that asks not to (filters, options)', async () => {
    const { router } = await setup();
    await act(() => router.navigate('/serum.html'));
    calls = [];
    await act(() => router.navigate('/serum.html?opt=12', { preventScrollReset: true }));
    expect(calls).toEqual([]);
    // Without the flag react-router resets, instantly: the same page is not a path change.
    await act(() => router.navigate('/serum.html?page=2'));
    expect(calls).toEqual([{ top: 0, behavior: '' }]);
  });
});
