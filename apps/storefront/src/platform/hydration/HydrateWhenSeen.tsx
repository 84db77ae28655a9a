import { Suspense, use, useState, type ReactNode } from 'react';
import {
  unstable_getCurrentPriorityLevel as currentPriority,
  unstable_IdlePriority as IDLE,
} from 'scheduler';
import { useHydrated } from '../useHydrated';

/**
 * Issue 18: content below the fold hydrates when the shopper comes near it, not with the page.
 *
 * The server renders the children as usual, in a Suspense boundary of their own. React hydrates
 * such a boundary after the rest of the page, in an idle-priority pass; in that pass the children
 * suspend until they come within half a screen of the viewport (or the shopper points at, focuses
 * or types in them), and React keeps the server's HTML as it is meanwhile: visible, its links and
 * forms working as plain HTML.
 *
 * Only that idle pass waits. When React needs the content sooner — something above it changed
 * (a navigation, a context value), or an event targets it — it hydrates the boundary at that
 * update's priority, and the children render at once: waiting there would hold the update (a
 * navigation would not finish until the footer was seen) or make React render the content anew.
 * A client render (a page reached by navigation) never waits either.
 */
export function HydrateWhenSeen({ children }: { children: ReactNode }) {
  const [spot] = useState(() => new Spot());
  return (
    <div ref={(element) => spot.attach(element)} data-hydrate-when-seen="" style={WRAPPER_STYLE}>
      <Suspense fallback={null}>
        <Gate spot={spot}>{children}</Gate>
      </Suspense>
    </div>
  );
}

// `display: contents`: the wrapper adds no box, so the content lays out as if it were not there.
const WRAPPER_STYLE = { display: 'contents' } as const;

function Gate({ spot, children }: { spot: Spot; children: ReactNode }) {
  // False while React hydrates this boundary (the server's snapshot), true in a client render.
  const hydrating = !useHydrated();
  const waiting = !import.meta.env.SSR && hydrating && currentPriority() === IDLE ? spot.seen() : null;
  // Always one `use` (React expects a component that suspended to call it again when it renders).
  use(waiting ?? READY);
  return children;
}

/** A promise React reads as already fulfilled (its thenable protocol), so `use` never waits on it. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** How far ahead of the viewport content starts to hydrate: half a screen. */
const AHEAD = '50% 0px 50% 0px';

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

let observer: IntersectionObserver | null = null;
const release = new Map<Element, () => void>();

/**
 * One wrapper's wait. Its element is known from the first commit (the ref), which comes before
 * React's idle pass over the boundary.
 */
class Spot {
  private wrapper: HTMLElement | null = null;
  /** Undefined until first asked; null when there is nothing to wait for. */
  private waiting: Promise<void> | null | undefined;

  attach(element: HTMLElement | null): void {
    this.wrapper = element;
  }

  /**
   * The promise of the content coming near the viewport (kept: React asks again while it
   * retries), or null when there is nothing to wait for: no server HTML (not hydrating), or no
   * IntersectionObserver.
   */
  seen(): Promise<void> | null {
    if (this.waiting !== undefined) return this.waiting;
    const wrapper = this.wrapper;
    const targets = wrapper ? Array.from(wrapper.children) : [];
    if (!wrapper || targets.length === 0 || typeof IntersectionObserver === 'undefined') {
      this.waiting = null;
      return null;
    }
    this.waiting = new Promise<void>((resolve) => {
      const finish = () => {
        for (const target of targets) {
          observer?.unobserve(target);
          release.delete(target);
        }
        for (const type of INTERACTIONS) wrapper.removeEventListener(type, finish, true);
        resolve();
      };
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) release.get(entry.target)?.();
        },
        { rootMargin: AHEAD },
      );
      for (const target of targets) {
        release.set(target, finish);
        observer.observe(target);
      }
      // Before a click or a key reaches it (a link focused with the tab key, a tap on a part the
      // observer has not reported yet): these come first, so it is hydrated when the action lands.
      for (const type of INTERACTIONS) wrapper.addEventListener(type, finish, true);
    });
    return this.waiting;
  }
}
