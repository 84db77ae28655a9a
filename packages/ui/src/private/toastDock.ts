import { useSyncExternalStore } from 'react';

/**
 * Where toasts go while a modal drawer is open: a slot at the foot of the drawer, so a toast never
 * covers the drawer's controls (issue 19) and stays inside its focus trap and accessibility tree.
 * The last drawer opened wins; with none open the toasts float in their fixed viewport.
 */
const docks: HTMLElement[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function registerToastDock(element: HTMLElement): () => void {
  docks.push(element);
  notify();
  return () => {
    const at = docks.indexOf(element);
    if (at >= 0) docks.splice(at, 1);
    notify();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => docks[docks.length - 1] ?? null;

/** The open drawer's toast slot, or null. */
export function useToastDock(): HTMLElement | null {
  return useSyncExternalStore(subscribe, current, () => null);
}
