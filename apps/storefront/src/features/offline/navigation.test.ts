import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, data, type RouteObject } from 'react-router';
import { watchOfflineNavigation } from './navigation';

const routes = (loaders: Record<string, () => Promise<unknown>>): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      ...Object.entries(loaders).map(([path, loader]) => ({ id: path, path, loader, errorElement: null })),
    ],
  },
];

const failedFetch = () => Promise.reject(new TypeError('Failed to fetch'));
const hanging = () => new Promise<never>(() => undefined);
const notFound = () => Promise.reject(data(null, { status: 404 }));
const visited = () => Promise.resolve({ from: 'cache' });

function setup(offline: boolean, controlled = true) {
  const router = createMemoryRouter(
    routes({ kept: failedFetch, hangs: hanging, missing: notFound, seen: visited }),
    { basename: '/fr', initialEntries: ['/fr/'] },
  );
  const loads: [string, boolean][] = [];
  const stop = watchOfflineNavigation(router, {
    isOffline: () => offline,
    workerControls: () => controlled,
    loadDocument: (href, replace) => loads.push([href, replace]),
    timeoutMs: 3000,
  });
  return { router, loads, stop };
}

describe('links followed offline (issue 17)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('loads the page as a document when its loader fails offline: the worker has the kept copy or the offline page', async () => {
    const { router, loads } = setup(true);
    await router.navigate('/kept');
    expect(router.state.location.pathname).toBe('/fr/kept');
    expect(loads).toEqual([['/fr/kept', true]]);
  });

  it('loads the document when a navigation stays pending offline, instead of waiting for ever', async () => {
    const { router, loads } = setup(true);
    void router.navigate('/hangs?x=1');
    await vi.advanceTimersByTimeAsync(2999);
    expect(loads).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads).toEqual([['/fr/hangs?x=1', false]]);
  });

  it('renders in the app what the loaders can answer offline (client cache), and keeps the 404 view', async () => {
    const { router, loads } = setup(true);
    await router.navigate('/seen');
    expect(router.state.loaderData['seen']).toEqual({ from: 'cache' });
    await router.navigate('/missing');
    await vi.advanceTimersByTimeAsync(5000);
    expect(loads).toEqual([]);
  });

  it('leaves failures alone online, without a worker, and once stopped', async () => {
    const online = setup(false);
    await online.router.navigate('/kept');
    void online.router.navigate('/hangs');
    await vi.advanceTimersByTimeAsync(5000);
    expect(online.loads).toEqual([]);

    const noWorker = setup(true, false);
    await noWorker.router.navigate('/kept');
    expect(noWorker.loads).toEqual([]);

    const stopped = setup(true);
    void stopped.router.navigate('/hangs');
    stopped.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopped.router.navigate('/kept');
    expect(stopped.loads).toEqual([]);
  });

  it('a navigation that finishes in time cancels its timer', async () => {
    const { router, loads } = setup(true);
    await router.navigate('/seen');
    await vi.advanceTimersByTimeAsync(5000);
    expect(loads).toEqual([]);
  });
});
