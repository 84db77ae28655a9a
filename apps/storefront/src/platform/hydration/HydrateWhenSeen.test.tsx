// @vitest-environment happy-dom
import { createContext, startTransition, useContext, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from '../reactDom/reactDomClient';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test drives: `show(element)` reports it as on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static observed(): Element[] {
    return FakeObserver.all.flatMap((o) => [...o.targets]);
  }
  static show(element: Element) {
    for (const o of FakeObserver.all) {
      if (!o.targets.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
      o.callback([entry], o as unknown as IntersectionObserver);
    }
  }
}

const Label = createContext('first');
const hydrated = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));

let root: Root | null = null;
let container: HTMLElement;

beforeEach(() => {
  // The module keeps one IntersectionObserver, made from the global this test stubs: a fresh copy.
  vi.resetModules();
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

async function page(onBelowClick: () => void = () => undefined) {
  const { HydrateWhenSeen } = await import('./HydrateWhenSeen');
  function Below() {
    return (
      <button type="button" id="below" onClick={onBelowClick}>
        {useContext(Label)}
      </button>
    );
  }
  return (label: string): ReactNode => (
    <Label.Provider value={label}>
      <button type="button" id="above">
        above
      </button>
      <HydrateWhenSeen>
        <section id="section">
          <Below />
        </section>
      </HydrateWhenSeen>
    </Label.Provider>
  );
}

/**
 * Server HTML in the container, then hydration as the browser does it: React's real scheduler
 * (no `act`, which would run every pass at one priority), until React's idle pass has reached the
 * content and it waits (it asks the observer to watch it).
 */
async function serverThenHydrate(tree: (label: string) => ReactNode) {
  container.innerHTML = renderToString(tree('first'));
  const below = container.querySelector('#below');
  root = hydrateRoot(container, tree('first'));
  await vi.waitFor(() => expect(FakeObserver.observed()).toHaveLength(1));
  expect(hydrated(container.querySelector('#above'))).toBe(true);
  return below;
}

describe('HydrateWhenSeen', () => {
  it('keeps the server HTML unhydrated until it comes near the viewport, then hydrates that same HTML', async () => {
    const tree = await page();
    const below = await serverThenHydrate(tree);
    expect(below?.textContent).toBe('first');
    expect(hydrated(below)).toBe(false);
    // What is observed is the content's own element (the wrapper has no box).
    const section = container.querySelector('#section');
    expect(FakeObserver.observed()).toEqual([section]);

    FakeObserver.show(section!);
    await vi.waitFor(() => expect(hydrated(below)).toBe(true));
    expect(container.querySelector('#below')).toBe(below);
    expect(FakeObserver.observed()).toEqual([]);
  });

  it('hydrates when the shopper points at it, before the click lands, and the click reaches its handler', async () => {
    const onClick = vi.fn();
    const tree = await page(onClick);
    const below = await serverThenHydrate(tree);
    below!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(hydrated(below)).toBe(true));
    below!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once, keeping its HTML, when something above it changes before it is seen', async () => {
    const tree = await page();
    const below = await serverThenHydrate(tree);
    expect(hydrated(below)).toBe(false);
    root!.render(tree('second'));
    await vi.waitFor(() => expect(container.querySelector('#below')?.textContent).toBe('second'));
    // Hydrated at the update's priority (not rendered anew, not left waiting for the observer).
    expect(container.querySelector('#below')).toBe(below);
    expect(hydrated(below)).toBe(true);
  });

  it('never holds a transition above it (a navigation) until it is seen', async () => {
    const tree = await page();
    const below = await serverThenHydrate(tree);
    startTransition(() => root!.render(tree('after navigation')));
    await vi.waitFor(() => expect(container.querySelector('#below')?.textContent).toBe('after navigation'));
    expect(container.querySelector('#below')).toBe(below);
  });

  it('renders at once when there is no server HTML (a client navigation)', async () => {
    const tree = await page();
    root = createRoot(container);
    flushSync(() => root!.render(tree('first')));
    expect(container.querySelector('#below')?.textContent).toBe('first');
    expect(FakeObserver.observed()).toEqual([]);
  });
});
