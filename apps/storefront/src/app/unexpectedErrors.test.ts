import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import type { ToastInput } from '@shop/ui';
import en from '../platform/i18n/i18n/en_US.json';
import de from '../platform/i18n/i18n/de_DE.json';
import {
  newDebugId,
  reportInBrowser,
  reportUnexpectedError,
  unexpectedErrorText,
  unexpectedErrorToast,
  UNEXPECTED_TOAST_MS,
} from './unexpectedErrors';

const text = (messages: Record<string, string>) => unexpectedErrorText(parse(messages['error.unexpected']!));

describe('unexpected-error toast (spec §4/§8)', () => {
  it('says "Sorry! An unexpected error occurred" with the debug id and location, for 15 s', () => {
    const toast = unexpectedErrorToast('3F9A12C0', '/de/face.html', text(en));
    expect(toast).toEqual({
      id: 'unexpected-error',
      type: 'error',
      message: 'Sorry! An unexpected error occurred. Debug id 3F9A12C0, at /de/face.html',
      timeout: UNEXPECTED_TOAST_MS,
      dismissable: true,
    });
    expect(UNEXPECTED_TOAST_MS).toBe(15_000);
    expect(unexpectedErrorToast('3F9A12C0', '/de/', text(de)).message).toContain('3F9A12C0');
  });

  it('makes debug ids of 8 hex characters', () => {
    expect(newDebugId(() => new Uint8Array([0x3f, 0x9a, 0x12, 0xc0]))).toBe('3F9A12C0');
    expect(newDebugId()).toMatch(/^[0-9A-F]{8}$/);
  });

  it('reports an unhandled error with one debug id in the console and the toast; not opaque or aborted ones', () => {
    const shown: ToastInput[] = [];
    const log = vi.fn();
    let n = 0;
    const deps = {
      location: '/face.html',
      text: text(en),
      show: (toast: ToastInput) => shown.push(toast),
      log,
      debugId: () => `ID${++n}`,
    };
    reportUnexpectedError(new TypeError('x is undefined'), deps);
    reportUnexpectedError(new Error('lost'), deps);
    // A third-party script's "Script error." carries no error object; a cancelled fetch is on purpose.
    reportUnexpectedError(null, deps);
    reportUnexpectedError(Object.assign(new Error('aborted'), { name: 'AbortError' }), deps);

    expect(shown.map((t) => t.message)).toEqual([
      'Sorry! An unexpected error occurred. Debug id ID1, at /face.html',
      'Sorry! An unexpected error occurred. Debug id ID2, at /face.html',
    ]);
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      '[storefront] unexpected error ID1 at /face.html',
      '[storefront] unexpected error ID2 at /face.html',
    ]);
  });
});

describe('unexpectedErrorText', () => {
  it('falls back to the spec’s English text without a usable translation', () => {
    const values = { debugId: 'AB12CD34', location: '/' };
    expect(unexpectedErrorText(undefined)(values)).toBe(
      'Sorry! An unexpected error occurred. Debug id AB12CD34, at /',
    );
    expect(unexpectedErrorText(parse('{count, plural, one {x} other {y}}'))(values)).toBe(
      'Sorry! An unexpected error occurred. Debug id AB12CD34, at /',
    );
  });
});

describe('reportInBrowser', () => {
  it("shows an unexpected server error under the API's debug id, and only an id of its form", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reportInBrowser(new Error('Internal server error'), '/about', undefined, '3F9A12C0')).toBe(
      '3F9A12C0',
    );
    const own = reportInBrowser(new Error('Internal server error'), '/about', undefined, '<img src=x>');
    expect(own).toMatch(/^[0-9A-F]{8}$/);
    expect(own).not.toBe('<img src=x>');
    vi.restoreAllMocks();
  });
});
