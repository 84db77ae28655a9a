/** Spec §2/§5/§9 toast rules, as plain functions and a small store with removal timers. */

export const toastTypes = ['success', 'warning', 'error', 'info'] as const;
export type ToastType = (typeof toastTypes)[number];

/** Spec §9: default toast timeout. */
export const defaultToastTimeout = 5000;

export interface ToastInput {
  /** Repeating an id updates that toast instead of adding another (marked `duplicate`). */
  id?: string;
  type: ToastType;
  message: string;
  /** Milliseconds until removal; default 5000. `null` or 0: stays until closed (cart errors). */
  timeout?: number | null;
  /** Shows a Close button. Required when there is no timeout. */
  dismissable?: boolean;
  /** Shows a bar that runs down with the timeout. */
  progress?: boolean;
  /** One button that does something about the message (e.g. "Reload"); activating it closes the toast. */
  button?: ToastButton;
}

/** A toast's action button: its label and what it does. */
export interface ToastButton {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** null: no automatic removal. */
  timeout: number | null;
  dismissable: boolean;
  progress: boolean;
  button: ToastButton | null;
  /** When it was first added (kept when a duplicate arrives). */
  timestamp: number;
  /** When it was last added; a duplicate restarts its timeout bar from here. */
  updatedAt: number;
  duplicate: boolean;
}

export class ToastValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToastValidationError';
  }
}

/** Spec §5: a toast needs a type and a message and (a timeout or dismissable). */
export function validateToast(input: Partial<ToastInput> | null | undefined): asserts input is ToastInput {
  if (!input || !toastTypes.includes(input.type as ToastType))
    throw new ToastValidationError(
      `A toast needs a type: one of ${toastTypes.join(', ')} (got ${JSON.stringify(input?.type)}).`,
    );
  if (typeof input.message !== 'string' || input.message.trim() === '')
    throw new ToastValidationError('A toast needs a non-empty message.');
  const timeout = input.timeout === undefined ? defaultToastTimeout : input.timeout;
  if (timeout !== null && (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout < 0))
    throw new ToastValidationError(`A toast timeout must be a positive number of milliseconds or null.`);
  if (!timeout && !input.dismissable)
    throw new ToastValidationError(
      'A toast without a timeout must be dismissable, otherwise nobody could ever close it.',
    );
}

export type ToastAction =
  | { type: 'add'; toast: ToastInput; id: string; now: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

/** Pure state transitions; validation happens before `add` is dispatched. */
export function toastReducer(state: readonly Toast[], action: ToastAction): readonly Toast[] {
  switch (action.type) {
    case 'add': {
      const { toast, id, now } = action;
      const timeout = toast.timeout === undefined ? defaultToastTimeout : toast.timeout || null;
      const existing = state.find((t) => t.id === id);
      const next: Toast = {
        id,
        type: toast.type,
        message: toast.message,
        timeout,
        dismissable: toast.dismissable ?? false,
        progress: toast.progress ?? false,
        button: toast.button ?? null,
        timestamp: existing ? existing.timestamp : now,
        updatedAt: now,
        duplicate: Boolean(existing),
      };
      return existing ? state.map((t) => (t.id === id ? next : t)) : [...state, next];
    }
    case 'remove':
      return state.filter((t) => t.id !== action.id);
    case 'clear':
      return [];
  }
}

export interface ToastStoreOptions {
  /** Clock, for tests. */
  now?: () => number;
  /**
   * Start a toast's countdown when a Toaster shows it (`shown`), not when it is added: an app whose
   * toast region loads lazily would otherwise lose short toasts added before the region is drawn.
   */
  countFromShown?: boolean;
  /** Id generator for toasts added without one. */
  createId?: () => string;
}

export interface ToastStore {
  /** Validates (throws ToastValidationError) and adds or refreshes a toast; returns its id. */
  add: (toast: ToastInput) => string;
  remove: (id: string) => void;
  clear: () => void;
  /** Stops / restarts a removal countdown (while hovered or focused). */
  pause: (id: string) => void;
  resume: (id: string) => void;
  /** A Toaster drew the toast (`true`) or took it away (`false`); see `countFromShown`. */
  shown: (id: string, visible: boolean) => void;
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
}

interface Countdown {
  handle: ReturnType<typeof setTimeout> | null;
  startedAt: number;
  remaining: number;
}

/**
 * Holds the toasts and their removal timers. A toast added again with the same id keeps its
 * original timestamp, has its removal timer cleared and is marked duplicate; its countdown then
 * starts afresh with the new timeout so the repeated message is seen.
 */
export function createToastStore({
  now = Date.now,
  createId,
  countFromShown = false,
}: ToastStoreOptions = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  const visible = new Set<string>();
  let counter = 0;
  const listeners = new Set<() => void>();
  const timers = new Map<string, Countdown>();
  const nextId = createId ?? (() => `toast-${(counter += 1)}`);

  const emit = () => listeners.forEach((l) => l());
  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    emit();
  };
  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
  };
  const startTimer = (id: string, ms: number) => {
    const handle = setTimeout(() => remove(id), ms);
    timers.set(id, { handle, startedAt: now(), remaining: ms });
  };

  function remove(id: string) {
    stopTimer(id);
    visible.delete(id);
    if (toasts.some((t) => t.id === id)) dispatch({ type: 'remove', id });
  }

  return {
    add(input) {
      validateToast(input);
      const id = input.id ?? nextId();
      stopTimer(id);
      dispatch({ type: 'add', toast: input, id, now: now() });
      const timeout = toasts.find((t) => t.id === id)?.timeout;
      if (timeout) {
        if (!countFromShown || visible.has(id)) startTimer(id, timeout);
        // Not drawn yet: the countdown waits, as if paused, until a Toaster shows it.
        else timers.set(id, { handle: null, startedAt: 0, remaining: timeout });
      }
      return id;
    },
    remove,
    clear() {
      [...timers.keys()].forEach(stopTimer);
      visible.clear();
      dispatch({ type: 'clear' });
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer?.handle) return;
      clearTimeout(timer.handle);
      timers.set(id, { handle: null, startedAt: 0, remaining: timer.remaining - (now() - timer.startedAt) });
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle) return;
      startTimer(id, Math.max(0, timer.remaining));
    },
    shown(id, isVisible) {
      if (!isVisible) {
        visible.delete(id);
        return;
      }
      if (visible.has(id)) return;
      visible.add(id);
      const timer = timers.get(id);
      if (timer && !timer.handle) startTimer(id, Math.max(0, timer.remaining));
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
