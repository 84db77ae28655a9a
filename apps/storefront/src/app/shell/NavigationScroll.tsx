import { useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLocation,
  useNavigationType,
} from 'react-router';
import { scrollAfterNavigation, scrollBehavior } from './navigation';

/**
 * Makes react-router's scroll reset smooth after a path change. It runs in the same commit as
 * `<ScrollRestoration>`'s reset, just before it (siblings' layout effects run in order): the
 * router's `window.scrollTo(0, 0)` then follows the root element's `scroll-behavior`. The style is
 * removed on the next frame; a smooth scroll already started keeps going.
 */
function SmoothReset() {
  const location = useLocation();
  const action = useNavigationType();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location.pathname;
    if (scrollAfterNavigation(action, from, location.pathname) !== 'top') return;
    if (scrollBehavior(window) !== 'smooth') return;
    const root = document.documentElement;
    root.style.scrollBehavior = 'smooth';
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    return () => {
      cancelAnimationFrame(frame);
      root.style.removeProperty('scroll-behavior');
    };
    // One run per navigation: `key` changes with each one, even to the same URL.
  }, [action, location.key, location.pathname]);
  return null;
}

/**
 * Spec §2 scrolling: after a path change the page scrolls smoothly to the top (instantly with
 * reduced motion); back/forward put back the position the page had, kept per history entry
 * (react-router's default key, saved in session storage so a reload keeps it too). Same-path
 * navigations that must not move (filters, sort, product options) pass `preventScrollReset`; hash
 * links on the product page scroll themselves (`hashScroll.ts`).
 */
export function NavigationScroll() {
  return (
    <>
      <SmoothReset />
      <RestoreScroll />
    </>
  );
}

/**
 * The router's scroll restoration without `<ScrollRestoration>`'s server-rendered script (which only
 * framework mode uses): 0.4 KB less in the first download, the same behaviour after hydration.
 */
function RestoreScroll() {
  useScrollRestoration();
  return null;
}
