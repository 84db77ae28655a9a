import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const slides = ['One', 'Two', 'Three'].map((name) => <p key={name}>{name}</p>);
const active = () => screen.getAllByRole('group', { hidden: true }).find((g) => g.dataset.state === 'active');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Slider autoplay', () => {
  it('moves on by itself, loops, and offers a pause button first in the tab order', () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    render(
      <Slider autoplay autoplaySpeed={1000} onIndexChange={onIndexChange}>
        {slides}
      </Slider>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Pause slide show');
    expect(screen.getByRole('region').querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(1000));
    expect(active()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(active()).toHaveAccessibleName('3 of 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(active()).toHaveAccessibleName('1 of 3');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 0]);
  });

  it('stops on the pause button and while hovered or focused', () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    render(
      <Slider autoplay autoplaySpeed={1000}>
        {slides}
      </Slider>,
    );
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toHaveAccessibleName('1 of 3');
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(1000));
    expect(active()).toHaveAccessibleName('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slide show' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toHaveAccessibleName('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slide show' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(active()).toHaveAccessibleName('3 of 3');
  });

  it('never rotates under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(
      <Slider autoplay autoplaySpeed={500}>
        {slides}
      </Slider>,
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(active()).toHaveAccessibleName('1 of 3');
    expect(screen.queryByRole('button', { name: /slide show/ })).toBeNull();
  });
});

describe('Slider navigation', () => {
  it('hides inactive slides from interaction and swallows the click that ends a swipe', () => {
    mockReducedMotion(false);
    const onClick = vi.fn();
    render(
      <Slider>
        {[
          <a key="a" href="#a" onClick={onClick}>
            A
          </a>,
          <a key="b" href="#b">
            B
          </a>,
        ]}
      </Slider>,
    );
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups[0]).not.toHaveAttribute('inert');
    expect(groups[1]).toHaveAttribute('inert');
    const viewport = groups[0]!.parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, {
      pointerId: 1,
      clientX: 300,
      clientY: 10,
      pointerType: 'mouse',
      button: 0,
    });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200, clientY: 10, pointerType: 'mouse' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200, clientY: 10, pointerType: 'mouse' });
    fireEvent.click(screen.getByText('A'));
    expect(onClick).not.toHaveBeenCalled();
    expect(active()).toHaveAccessibleName('2 of 2');
  });

  it('ignores mostly vertical drags (page scroll)', () => {
    mockReducedMotion(false);
    render(<Slider>{slides}</Slider>);
    const viewport = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, clientY: 10, pointerType: 'touch' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 280, clientY: 200, pointerType: 'touch' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 100, clientY: 220, pointerType: 'touch' });
    expect(active()).toHaveAccessibleName('1 of 3');
  });
});
