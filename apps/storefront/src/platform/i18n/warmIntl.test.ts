import { describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP_STEPS, warmIntl } from './warmIntl';

describe('warmIntl', () => {
  it('runs each step with the locale, a new task between two steps', async () => {
    const order: string[] = [];
    const collator = vi.spyOn(Intl, 'Collator');
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    await warmIntl('de-DE', async () => {
      order.push(`task after ${collator.mock.calls.length + supported.mock.calls.length} calls`);
    });
    expect(collator).toHaveBeenCalledWith('de-DE');
    expect(supported).toHaveBeenCalledWith('de-DE');
    expect(order).toEqual(['task after 1 calls', 'task after 1 calls']);
    expect(INTL_WARMUP_STEPS).toHaveLength(3);
    collator.mockRestore();
    supported.mockRestore();
  });

  it('skips a step the browser rejects and still runs the others (the page must hydrate)', async () => {
    const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    // Not a BCP 47 tag: every step throws a RangeError.
    await expect(warmIntl('not a locale!', () => Promise.resolve())).resolves.toBeUndefined();
    expect(supported).toHaveBeenCalledWith('not a locale!');
    supported.mockRestore();
  });

  it('works without Intl.Locale (older engines)', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Intl, 'Locale')!;
    Reflect.deleteProperty(Intl, 'Locale');
    try {
      const supported = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
      await warmIntl('en-US', () => Promise.resolve());
      expect(supported).toHaveBeenCalledWith('en-US');
      supported.mockRestore();
    } finally {
      Object.defineProperty(Intl, 'Locale', descriptor);
    }
  });
});
