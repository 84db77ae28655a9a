import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Banner } from '../Banner';
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

describe('Slider media loading', () => {
  const banners = (n: number) =>
    Array.from({ length: n }, (_, i) => (
      <Banner key={i} image={{ src: `/media/slide-${i + 1}.png` }} content={`<h2>Slide ${i + 1}</h2>`} />
    ));
  const imageSlides = (container: HTMLElement) =>
    [...container.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide, i) => (slide.querySelector('img') ? i + 1 : 0))
      .filter(Boolean);

  it('server-renders only the shown slide’s image, with every slide’s text', () => {
    const html = renderToString(<Slider defaultIndex={1}>{banners(3)}</Slider>);
    expect(html).toContain('slide-2.png');
    expect(html).not.toContain('slide-1.png');
    expect(html).not.toContain('slide-3.png');
    expect(html).toContain('Slide 1</h2>');
    expect(html).toContain('Slide 3</h2>');
  });

  it('adds the neighbours’ images when the shopper engages, and keeps shown ones', () => {
    mockReducedMotion(false);
    const { container } = render(<Slider>{banners(4)}</Slider>);
    expect(imageSlides(container)).toEqual([1]);
    fireEvent.mouseEnter(screen.getByRole('region'));
    expect(imageSlides(container)).toEqual([1, 2, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(imageSlides(container)).toEqual([1, 2, 3, 4]);
  });

  it('loads a jumped-to slide at once, and nothing beyond the edges without infinite loop', () => {
    mockReducedMotion(false);
    const { container } = render(
      <Slider infiniteLoop={false} defaultIndex={3}>
        {banners(5)}
      </Slider>,
    );
    expect(imageSlides(container)).toEqual([4]);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 5' }));
    expect(imageSlides(container)).toEqual([4, 5]);
    fireEvent.focus(screen.getByRole('button', { name: 'Slide 5' }));
    // Engaged on the last slide: its one neighbour, no wrap-around to slide 1.
    expect(imageSlides(container)).toEqual([4, 5]);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2' }));
    expect(imageSlides(container)).toEqual([1, 2, 3, 4, 5]);
  });

  it('fetches the next slide’s image halfway through an autoplay interval', () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    const { container } = render(
      <Slider autoplay autoplaySpeed={1000}>
        {banners(3)}
      </Slider>,
    );
    expect(imageSlides(container)).toEqual([1]);
    act(() => vi.advanceTimersByTime(500));
    expect(imageSlides(container)).toEqual([1, 2, 3]);
  });
});
