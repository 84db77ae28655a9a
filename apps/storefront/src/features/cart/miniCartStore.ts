/**
 * Whether the mini cart drawer is open. A tiny external store so a product card anywhere on the
 * page can open it after adding, while the header (which owns the drawer) loads it lazily.
 */
let open = false;
const listeners = new Set<() => void>();

export const miniCartStore = {
  isOpen: () => open,
  setOpen(next: boolean) {
    if (next === open) return;
    open = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
