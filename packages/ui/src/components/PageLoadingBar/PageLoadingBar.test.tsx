import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageLoadingBar } from '../../hooks/usePageLoadingBar';
import { PageLoadingBar } from './PageLoadingBar';
import { pageLoadingDoneDuration, pageLoadingTransition } from './pageLoadingMachine';

describe('pageLoadingTransition', () => {
  it.each([
    ['off', 'start', 'loading'],
    ['off', 'finish', 'off'],
    ['off', 'timeout', 'off'],
    ['loading', 'start', 'loading'],
    ['loading', 'finish', 'done'],
    ['loading', 'timeout', 'loading'],
    ['done', 'start', 'loading'],
    ['done', 'finish', 'done'],
    ['done', 'timeout', 'off'],
  ] as const)('%s + %s → %s', (state, event, next) => {
    expect(pageLoadingTransition(state, event)).toBe(next);
  });

  it('shows done for 750 ms (spec §9)', () => expect(pageLoadingDoneDuration).toBe(750));
});

describe('usePageLoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes loading → done → off after 750 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => usePageLoadingBar(loading), {
      initialProps: { loading: false },
    });
    expect(result.current).toBe('off');
    rerender({ loading: true });
    expect(result.current).toBe('loading');
    rerender({ loading: false });
    expect(result.current).toBe('done');
    act(() => vi.advanceTimersByTime(749));
    expect(result.current).toBe('done');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('off');
  });

  it('starting again during done cancels the timer', () => {
    const { result, rerender } = renderHook(({ loading }) => usePageLoadingBar(loading), {
      initialProps: { loading: true },
    });
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('loading');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('PageLoadingBar', () => {
  it('is a progressbar only while loading', () => {
    const { rerender } = render(<PageLoadingBar state="loading" />);
    expect(screen.getByRole('progressbar', { name: 'Fetching Data...' })).toBeInTheDocument();
    rerender(<PageLoadingBar state="done" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
