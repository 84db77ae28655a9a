import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoverCloseDelay, hoverOpenDelay, useHoverIntent } from './useHoverIntent';

function Menu({ onChange, disabled }: { onChange?: (open: boolean) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const { hoverProps, cancel } = useHoverIntent({
    open,
    disabled,
    onOpenChange: (next) => {
      setOpen(next);
      onChange?.(next);
    },
  });
  return (
    <div>
      <button {...hoverProps} onClick={() => (cancel(), setOpen((o) => !o))}>
        Skincare
      </button>
      {open ? (
        <div data-testid="panel" {...hoverProps}>
          Panel
        </div>
      ) : null}
    </div>
  );
}

const mouse = { pointerType: 'mouse' };

describe('useHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec delay of 300 ms', () => {
    expect(hoverOpenDelay).toBe(300);
  });

  it('opens only after the pointer rests for the delay', () => {
    render(<Menu />);
    fireEvent.pointerEnter(screen.getByRole('button'), mouse);
    act(() => vi.advanceTimersByTime(hoverOpenDelay - 1));
    expect(screen.queryByTestId('panel')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('panel')).toBeInTheDocument();
  });

  it('does not open when the pointer passes through quickly', () => {
    const onChange = vi.fn();
    render(<Menu onChange={onChange} />);
    const trigger = screen.getByRole('button');
    fireEvent.pointerEnter(trigger, mouse);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerLeave(trigger, mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes after leaving, but stays open while moving into the panel', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button');
    fireEvent.pointerEnter(trigger, mouse);
    act(() => vi.advanceTimersByTime(hoverOpenDelay));
    fireEvent.pointerLeave(trigger, mouse);
    act(() => vi.advanceTimersByTime(hoverCloseDelay / 2));
    fireEvent.pointerEnter(screen.getByTestId('panel'), mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('panel')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByTestId('panel'), mouse);
    act(() => vi.advanceTimersByTime(hoverCloseDelay));
    expect(screen.queryByTestId('panel')).toBeNull();
  });

  it('ignores touch pointers', () => {
    const onChange = vi.fn();
    render(<Menu onChange={onChange} />);
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', () => {
    const onChange = vi.fn();
    render(<Menu onChange={onChange} disabled />);
    fireEvent.pointerEnter(screen.getByRole('button'), mouse);
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears pending timers on unmount', () => {
    const onChange = vi.fn();
    const { unmount } = render(<Menu onChange={onChange} />);
    fireEvent.pointerEnter(screen.getByRole('button'), mouse);
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
