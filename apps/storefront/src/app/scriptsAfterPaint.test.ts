// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FCP_BACKSTOP_MS, LINK_TASK_BUDGET_MS, SCRIPTS_AFTER_PAINT } from './scriptsAfterPaint';
import { PAGE_STATE_GLOBAL } from './state';

const assets = {
  messages: '/assets/messages-en_US.json',
  preloads: ['/assets/runtime.js', '/assets/route.js'],
  laterPreloads: ['/assets/handle.js'],
  entry: '/assets/entry.client.js',
};

/** What the script added to the head, in order. */
const added = () =>
  [...document.head.children].map((el) =>
    el instanceof HTMLScriptElement
      ? `script ${el.type} ${el.getAttribute('src')}`
      : `${el.getAttribute('rel')} ${el.getAttribute('href')}${el.getAttribute('as') ? ` as=${el.getAttribute('as')}` : ''}${el.getAttribute('crossorigin') !== null ? ` crossorigin=${el.getAttribute('crossorigin')}` : ''}${el.getAttribute('fetchpriority') === 'low' ? ' low' : ''}`,
  );

let frames: FrameRequestCallback[];
let visibility: DocumentVisibilityState;
/** The page's clock (`performance.now()`), and how far adding one element to the head moves it. */
let clock: number;
let msPerLink: number;

/** The browser's performance observers, as far as the script uses them. */
class FakeObserver {
  static supportedEntryTypes = ['navigation', 'paint', 'resource'];
  static all: FakeObserver[] = [];
  options: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(
    readonly callback: (
      list: { getEntriesByName: (name: string) => unknown[] },
      observer: FakeObserver,
    ) => void,
  ) {
    FakeObserver.all.push(this);
  }
  observe(options: PerformanceObserverInit) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** The browser reports a paint entry (`first-paint` or `first-contentful-paint`). */
const reportPaint = (name: string) => {
  for (const observer of FakeObserver.all.filter((o) => !o.disconnected && o.options?.type === 'paint')) {
    observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
  }
};

beforeEach(() => {
  document.head.innerHTML = '';
  frames = [];
  visibility = 'visible';
  vi.useFakeTimers();
  clock = 0;
  msPerLink = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    clock += msPerLink;
    return append(node);
  });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  FakeObserver.all = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  (window as unknown as Record<string, unknown>)[PAGE_STATE_GLOBAL] = { assets };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const run = () => new Function(SCRIPTS_AFTER_PAINT)();
/** The first frame, then its first contentful paint, then every timer. */
const paint = () => {
  for (const frame of frames.splice(0)) frame(0);
  reportPaint('first-contentful-paint');
  vi.runAllTimers();
};

/** A page with nine module preloads (twelve items in all) whose first frame came: the first task ran. */
const paintWithNinePreloads = () => {
  (window as unknown as Record<string, unknown>)[PAGE_STATE_GLOBAL] = {
    assets: { ...assets, preloads: Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`) },
  };
  run();
  for (const frame of frames.splice(0)) frame(0);
  reportPaint('first-contentful-paint');
};

describe('scripts after the first paint', () => {
  it('asks for nothing before the first contentful paint, then for the texts, the entry, the preloads and the content chunks', () => {
    run();
    expect(added()).toEqual([]);
    paint();
    expect(added()).toEqual([
      'preload /assets/messages-en_US.json as=fetch crossorigin=anonymous',
      'script module /assets/entry.client.js',
      'modulepreload /assets/runtime.js',
      'modulepreload /assets/route.js',
      'modulepreload /assets/handle.js low',
    ]);
  });

  it(`adds links for at most ${LINK_TASK_BUDGET_MS} ms a task (and the one that crosses it), the entry in the first`, () => {
    msPerLink = 1.5; // three links cross the budget of 4 ms
    paintWithNinePreloads();
    expect(added()).toEqual([
      'preload /assets/messages-en_US.json as=fetch crossorigin=anonymous',
      'script module /assets/entry.client.js',
      'modulepreload /assets/chunk-0.js',
    ]);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(6);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(9);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(12);
    expect(added().at(-1)).toBe('modulepreload /assets/handle.js low');
    vi.runAllTimers();
    expect(added()).toHaveLength(12);
  });

  it('adds one link a task when each costs more than the budget, but never leaves the entry for later', () => {
    msPerLink = LINK_TASK_BUDGET_MS + 1;
    paintWithNinePreloads();
    expect(added()).toEqual([
      'preload /assets/messages-en_US.json as=fetch crossorigin=anonymous',
      'script module /assets/entry.client.js',
    ]);
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(3);
    vi.runAllTimers();
    expect(added()).toHaveLength(12);
  });

  it('adds every link in one task when they cost the page next to nothing', () => {
    msPerLink = 0.1;
    paintWithNinePreloads();
    expect(added()).toHaveLength(12);
  });

  it('adds everything left at once when the tab is hidden between two tasks', () => {
    msPerLink = 1.5;
    paintWithNinePreloads();
    expect(added()).toHaveLength(3);
    visibility = 'hidden';
    vi.advanceTimersToNextTimer();
    expect(added()).toHaveLength(12);
  });

  it('loads at once in a hidden tab, which paints no frame', () => {
    visibility = 'hidden';
    run();
    expect(added()).toHaveLength(5);
    expect(frames).toEqual([]);
  });

  it('loads when the tab is hidden before its frame came, and only once', () => {
    run();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toHaveLength(5);
    paint();
    expect(added()).toHaveLength(5);
  });

  it('adds no texts preload and no entry on a page without them', () => {
    (window as unknown as Record<string, unknown>)[PAGE_STATE_GLOBAL] = {
      assets: { ...assets, messages: '', entry: '' },
    };
    run();
    paint();
    expect(added()).toEqual([
      'modulepreload /assets/runtime.js',
      'modulepreload /assets/route.js',
      'modulepreload /assets/handle.js low',
    ]);
  });

  describe('the paint it waits for', () => {
    it('is the first contentful paint the browser reports, not the first frame nor the first paint', () => {
      run();
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersByTime(FCP_BACKSTOP_MS - 1);
      reportPaint('first-paint');
      expect(added()).toEqual([]);
      reportPaint('first-contentful-paint');
      expect(added()).toHaveLength(5);
      expect(added()[1]).toBe('script module /assets/entry.client.js');
    });

    it('includes a paint reported before the script ran, and stops observing after it', () => {
      run();
      const [observer] = FakeObserver.all;
      expect(observer?.options).toEqual({ type: 'paint', buffered: true });
      reportPaint('first-contentful-paint');
      expect(observer?.disconnected).toBe(true);
      vi.runAllTimers();
      expect(added()).toHaveLength(5);
    });

    it(`is given up ${FCP_BACKSTOP_MS} ms after the first frame when no paint is reported`, () => {
      run();
      vi.advanceTimersByTime(FCP_BACKSTOP_MS * 2);
      expect(added()).toEqual([]);
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersByTime(FCP_BACKSTOP_MS - 1);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toHaveLength(5);
      reportPaint('first-contentful-paint');
      vi.runAllTimers();
      expect(added()).toHaveLength(5);
    });

    it('is the first frame in a browser without paint entries', () => {
      vi.stubGlobal('PerformanceObserver', undefined);
      run();
      expect(added()).toEqual([]);
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersToNextTimer();
      expect(added()).toHaveLength(5);
    });

    it('is the first frame in a browser whose observers do not report paints', () => {
      vi.stubGlobal('PerformanceObserver', { ...FakeObserver, supportedEntryTypes: ['resource'] });
      run();
      for (const frame of frames.splice(0)) frame(0);
      vi.advanceTimersToNextTimer();
      expect(added()).toHaveLength(5);
    });
  });
});
