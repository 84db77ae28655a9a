import { describe, expect, it } from 'vitest';
import { isPageLoading, pathInStore, pendingPath, scrollAfterNavigation, scrollBehavior } from './navigation';

describe('pendingPath', () => {
  it('is null while the router is idle', () => {
    expect(pendingPath({ state: 'idle' }, '/')).toBeNull();
  });

  it('drops the store prefix the router keeps on its pending location', () => {
    expect(pendingPath({ state: 'loading', location: { pathname: '/de/face.html' } }, '/de')).toBe(
      '/face.html',
    );
    expect(pendingPath({ state: 'loading', location: { pathname: '/de' } }, '/de')).toBe('/');
    expect(pendingPath({ state: 'submitting', location: { pathname: '/face.html' } }, '/')).toBe(
      '/face.html',
    );
  });

  it('leaves a path outside the store as it is', () => {
    expect(pathInStore('/deals.html', '/de')).toBe('/deals.html');
  });
});

describe('isPageLoading (spec §4 page-loading flag)', () => {
  it('is on while another path loads', () => {
    expect(isPageLoading('/serum.html', '/face.html')).toBe(true);
  });

  it('is off when idle and for query-only changes of the same page', () => {
    expect(isPageLoading(null, '/face.html')).toBe(false);
    expect(isPageLoading('/face.html', '/face.html')).toBe(false);
  });
});

describe('scrollAfterNavigation (spec §2)', () => {
  it('goes to the top after a push or replace to another path', () => {
    expect(scrollAfterNavigation('PUSH', '/face.html', '/serum.html')).toBe('top');
    expect(scrollAfterNavigation('REPLACE', '/checkout', '/checkout/success')).toBe('top');
  });

  it('restores on back/forward', () => {
    expect(scrollAfterNavigation('POP', '/serum.html', '/face.html')).toBe('restore');
  });

  it('does not move for the same path or the first page', () => {
    expect(scrollAfterNavigation('PUSH', '/face.html', '/face.html')).toBe('none');
    expect(scrollAfterNavigation('POP', null, '/face.html')).toBe('none');
  });
});

describe('scrollBehavior', () => {
  const media = (reduce: boolean) => ({ matchMedia: () => ({ matches: reduce }) as MediaQueryList });

  it('is smooth unless reduced motion is asked for', () => {
    expect(scrollBehavior(media(false))).toBe('smooth');
    expect(scrollBehavior(media(true))).toBe('auto');
    expect(scrollBehavior(undefined)).toBe('smooth');
  });
});
