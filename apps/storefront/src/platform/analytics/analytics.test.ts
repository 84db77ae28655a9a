import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type PageViewEvent } from './analytics';
import { consentGatedDataLayer, dataLayerSubscriber, type DataLayerHost } from './dataLayer';
import { isPageView, landingParams, pageViewEvent, type PageLocation } from './pageView';

const at = (pathname: string, search = '', hash = ''): PageLocation => ({ pathname, search, hash });
const view: PageViewEvent = {
  event: 'page_view',
  page_path: '/a',
  page_location: 'https://shop.test/a',
  page_title: 'A',
  navigation: 'push',
};

describe('isPageView (spec §2: a page view on each push navigation)', () => {
  it.each(['path', 'push'] as const)('the landing page is a view (%s reading)', (reading) => {
    expect(isPageView({ previous: null, next: at('/'), action: 'POP', reading })).toBe(true);
  });

  it.each(['path', 'push'] as const)('a push to another path is a view (%s reading)', (reading) => {
    expect(isPageView({ previous: at('/face.html'), next: at('/serum.html'), action: 'PUSH', reading })).toBe(
      true,
    );
  });

  it.each([
    ['back/forward', 'POP'],
    ['replace', 'REPLACE'],
  ] as const)('%s is never a view', (_, action) => {
    for (const reading of ['path', 'push'] as const) {
      expect(isPageView({ previous: at('/a'), next: at('/b'), action, reading })).toBe(false);
    }
  });

  it('query-string and hash pushes on the same path are views only in the push reading', () => {
    const filter = {
      previous: at('/face.html'),
      next: at('/face.html', '?color[filter]=Red,5'),
      action: 'PUSH',
    } as const;
    const hash = {
      previous: at('/serum.html'),
      next: at('/serum.html', '', '#reviews'),
      action: 'PUSH',
    } as const;
    expect(isPageView({ ...filter, reading: 'path' })).toBe(false);
    expect(isPageView({ ...hash, reading: 'path' })).toBe(false);
    expect(isPageView({ ...filter, reading: 'push' })).toBe(true);
    expect(isPageView({ ...hash, reading: 'push' })).toBe(true);
  });
});

describe('pageViewEvent', () => {
  it('the landing view carries the landing query parameters', () => {
    const url = new URL('https://shop.test/de/face.html?utm_source=news&utm_source=x&gclid=1#top');
    expect(pageViewEvent(true, url, 'Face')).toEqual({
      event: 'page_view',
      page_path: '/de/face.html',
      page_location: 'https://shop.test/de/face.html?utm_source=news&utm_source=x&gclid=1#top',
      page_title: 'Face',
      navigation: 'landing',
      landing_params: { utm_source: 'news', gclid: '1' },
    });
  });

  it('later views never repeat them', () => {
    const event = pageViewEvent(false, new URL('https://shop.test/serum.html?utm_source=news'), 'Serum');
    expect(event.navigation).toBe('push');
    expect(event).not.toHaveProperty('landing_params');
  });

  it('a landing page without a query string has no landing parameters', () => {
    expect(pageViewEvent(true, new URL('https://shop.test/'), 'Home')).not.toHaveProperty('landing_params');
    expect(landingParams('')).toEqual({});
  });
});

describe('createAnalytics', () => {
  it('delivers each event to every subscriber until it unsubscribes', () => {
    const analytics = createAnalytics();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = analytics.subscribe(a);
    analytics.subscribe(b);
    analytics.track(view);
    stopA();
    analytics.track(view);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledWith(view);
  });

  it('swallows a failing subscriber (spec §8) and still reaches the others', () => {
    const analytics = createAnalytics();
    const after = vi.fn();
    analytics.subscribe(() => {
      throw new Error('pixel down');
    });
    analytics.subscribe(after);
    expect(() => analytics.track(view)).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
  });

  it('the same function subscribed twice gets the event twice, and each unsubscribe removes one', () => {
    const analytics = createAnalytics();
    const listener = vi.fn();
    const stop = analytics.subscribe(listener);
    analytics.subscribe(listener);
    stop();
    analytics.track(view);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('dataLayerSubscriber', () => {
  it('creates window.dataLayer when missing and pushes a copy of each event', () => {
    const host: DataLayerHost = {};
    const analytics = createAnalytics();
    analytics.subscribe(dataLayerSubscriber(host));
    const event = { ...view };
    analytics.track(event);
    event.page_title = 'changed';
    expect(host.dataLayer).toEqual([view]);
  });

  it('appends to a data layer the tag manager already made', () => {
    const host: DataLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    dataLayerSubscriber(host)(view);
    expect(host.dataLayer).toHaveLength(2);
  });
});

describe('consentGatedDataLayer (spec §6 gates, §7: page view 100 ms after analytics consent)', () => {
  function consentSource(initial: { analytics: boolean } | null) {
    let current = initial;
    const listeners = new Set<(c: { analytics: boolean } | null) => void>();
    return {
      get: () => current,
      subscribe(l: (c: { analytics: boolean } | null) => void) {
        listeners.add(l);
        return () => void listeners.delete(l);
      },
      set(next: { analytics: boolean } | null) {
        current = next;
        listeners.forEach((l) => l(next));
      },
    };
  }

  it('pushes nothing before consent, then the held page view 100 ms after it', () => {
    vi.useFakeTimers();
    const host: DataLayerHost = {};
    const consent = consentSource(null);
    const gate = consentGatedDataLayer(host, consent);
    gate.listener({ ...view, page_path: '/first' });
    gate.listener(view);
    expect(host.dataLayer).toBeUndefined();
    consent.set({ analytics: false });
    vi.advanceTimersByTime(1000);
    expect(host.dataLayer).toBeUndefined();
    consent.set({ analytics: true });
    vi.advanceTimersByTime(99);
    expect(host.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(host.dataLayer).toEqual([view]);
    gate.listener({ ...view, page_path: '/next' });
    expect(host.dataLayer).toHaveLength(2);
    gate.stop();
    vi.useRealTimers();
  });

  it('with consent already stored pushes at once; withdrawing it stops pushes', () => {
    const host: DataLayerHost = {};
    const consent = consentSource({ analytics: true });
    const gate = consentGatedDataLayer(host, consent);
    gate.listener(view);
    expect(host.dataLayer).toEqual([view]);
    consent.set({ analytics: false });
    gate.listener(view);
    expect(host.dataLayer).toHaveLength(1);
  });

  it('stop() cancels a pending page view', () => {
    vi.useFakeTimers();
    const host: DataLayerHost = {};
    const consent = consentSource(null);
    const gate = consentGatedDataLayer(host, consent);
    gate.listener(view);
    consent.set({ analytics: true });
    gate.stop();
    vi.advanceTimersByTime(500);
    expect(host.dataLayer).toBeUndefined();
    vi.useRealTimers();
  });
});
