import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  defaultToastTimeout,
  toastReducer,
  toastTypes,
  ToastValidationError,
  validateToast,
  type ToastInput,
} from './toastStore';

describe('validateToast (spec §5)', () => {
  it.each(toastTypes)('accepts a %s toast with a message and the default timeout', (type) => {
    expect(() => validateToast({ type, message: 'Hello' })).not.toThrow();
  });

  it('rejects a missing or unknown type with a clear error', () => {
    expect(() => validateToast({ message: 'Hi' })).toThrow(ToastValidationError);
    expect(() => validateToast({ message: 'Hi' })).toThrow(
      /needs a type: one of success, warning, error, info/,
    );
    expect(() => validateToast({ type: 'fatal' as never, message: 'Hi' })).toThrow(/"fatal"/);
  });

  it('rejects a missing or blank message', () => {
    expect(() => validateToast({ type: 'info' })).toThrow('A toast needs a non-empty message.');
    expect(() => validateToast({ type: 'info', message: '  ' })).toThrow(/non-empty message/);
  });

  it('rejects a toast that has neither a timeout nor a close button', () => {
    expect(() => validateToast({ type: 'error', message: 'Cart', timeout: null })).toThrow(
      /must be dismissable/,
    );
    expect(() => validateToast({ type: 'error', message: 'Cart', timeout: 0 })).toThrow(
      /must be dismissable/,
    );
    expect(() =>
      validateToast({ type: 'error', message: 'Cart', timeout: null, dismissable: true }),
    ).not.toThrow();
  });

  it('rejects a negative timeout', () => {
    expect(() => validateToast({ type: 'info', message: 'x', timeout: -1 })).toThrow(/positive number/);
  });
});

describe('toastReducer', () => {
  const add = (toast: ToastInput, id: string, now: number) => ({ type: 'add' as const, toast, id, now });

  it('adds with defaults: 5000 ms timeout, not dismissable, no bar, no button', () => {
    const state = toastReducer([], add({ type: 'success', message: 'Saved' }, 'a', 10));
    expect(state).toEqual([
      {
        id: 'a',
        type: 'success',
        message: 'Saved',
        timeout: defaultToastTimeout,
        dismissable: false,
        progress: false,
        button: null,
        timestamp: 10,
        updatedAt: 10,
        duplicate: false,
      },
    ]);
    expect(defaultToastTimeout).toBe(5000);
  });

  it('a repeated id keeps the original timestamp and position and is marked duplicate', () => {
    let state = toastReducer([], add({ type: 'info', message: 'One' }, 'a', 10));
    state = toastReducer(state, add({ type: 'info', message: 'Two' }, 'b', 20));
    state = toastReducer(state, add({ type: 'warning', message: 'One again' }, 'a', 30));
    expect(state.map((t) => [t.id, t.message, t.timestamp, t.duplicate])).toEqual([
      ['a', 'One again', 10, true],
      ['b', 'Two', 20, false],
    ]);
  });

  it('no timeout means null (stays until closed)', () => {
    const state = toastReducer(
      [],
      add({ type: 'error', message: 'x', timeout: null, dismissable: true }, 'a', 0),
    );
    expect(state[0]!.timeout).toBeNull();
  });

  it('removes by id and clears', () => {
    let state = toastReducer([], add({ type: 'info', message: 'One' }, 'a', 0));
    state = toastReducer(state, add({ type: 'info', message: 'Two' }, 'b', 0));
    expect(toastReducer(state, { type: 'remove', id: 'a' }).map((t) => t.id)).toEqual(['b']);
    expect(toastReducer(state, { type: 'clear' })).toEqual([]);
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a toast after its timeout (default 5000 ms)', () => {
    const store = createToastStore();
    const id = store.add({ type: 'success', message: 'Promo code applied successfully!' });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().find((t) => t.id === id)).toBeUndefined();
  });

  it('with countFromShown, counts down only once a Toaster shows the toast (a lazily loaded region)', () => {
    const store = createToastStore({ countFromShown: true });
    const id = store.add({ type: 'info', message: 'Please sign in to save your wish list.' });
    // The region is still loading: the toast must not expire unseen.
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.shown(id, true);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    // Added again while a Toaster shows it: counts at once.
    const again = store.add({ id: 'again', type: 'success', message: 'Saved.' });
    store.shown(again, true);
    store.add({ id: 'again', type: 'success', message: 'Saved again.' });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a no-timeout toast until it is removed by id (cart errors)', () => {
    const store = createToastStore();
    store.add({
      id: 'cart',
      type: 'error',
      message: 'Could not find a cart',
      timeout: null,
      dismissable: true,
    });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.remove('cart');
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('throws on an invalid toast and keeps the state', () => {
    const store = createToastStore();
    expect(() => store.add({ type: 'error', message: 'x', timeout: null })).toThrow(ToastValidationError);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a duplicate clears the old removal timer and keeps the first timestamp', () => {
    let clock = 1000;
    const store = createToastStore({ now: () => clock });
    store.add({ id: 'wish', type: 'info', message: 'Saved', timeout: 3000 });
    vi.advanceTimersByTime(2000);
    clock += 2000;
    store.add({ id: 'wish', type: 'info', message: 'Saved', timeout: 3000 });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1500); // the first timer would have fired here
    const [toast] = store.getSnapshot();
    expect(toast).toMatchObject({ id: 'wish', timestamp: 1000, duplicate: true });
    vi.advanceTimersByTime(1500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a duplicate without timeout stops the countdown for good', () => {
    const store = createToastStore();
    store.add({ id: 'x', type: 'error', message: 'Oops' });
    store.add({ id: 'x', type: 'error', message: 'Oops', timeout: null, dismissable: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses and resumes the countdown with the remaining time', () => {
    let clock = 0;
    const store = createToastStore({ now: () => clock });
    const id = store.add({ type: 'info', message: 'Hi', timeout: 1000 });
    vi.advanceTimersByTime(600);
    clock = 600;
    store.pause(id);
    vi.advanceTimersByTime(5000);
    clock = 5600;
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(399);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers and generates ids', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.add({ type: 'info', message: 'A' });
    const b = store.add({ type: 'info', message: 'B' });
    expect(a).not.toBe(b);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
