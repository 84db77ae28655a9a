import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssUrl, isVideoFile } from '../../private/BlockBackground';
import { blockBoxProps } from '../../private/blockStyle';
import { Row } from './Row';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('block styles', () => {
  it('turns Page Builder styles into custom properties, mobile overrides apart', () => {
    const props = blockBoxProps(
      { padding: { top: 10, right: 20, bottom: 30, left: 40 }, minHeight: '50vh', textAlign: 'center' },
      { padding: { top: 4, right: 4, bottom: 4, left: 4 }, hidden: true },
    );
    const values = Object.values(props.style as Record<string, string>);
    expect(values).toEqual(expect.arrayContaining(['10px', '20px', '30px', '40px', '50vh', 'center', '4px']));
    expect(props['data-pb-hidden']).toBe('mobile');
    expect(blockBoxProps({ hidden: true })['data-pb-hidden']).toBe('all');
    expect(blockBoxProps({ hidden: true }, { hidden: false })['data-pb-hidden']).toBe('desktop');
  });

  it('quotes background URLs so content cannot escape them', () => {
    expect(cssUrl('/media/a b.jpg')).toBe('url("/media/a b.jpg")');
    expect(cssUrl('x");background:red;("')).toBe('url("x\\22 );background:red;(\\22 ")');
    expect(isVideoFile('https://youtu.be/abc')).toBe(false);
    expect(isVideoFile('/media/loop.mp4')).toBe(true);
  });
});

describe('Row', () => {
  it('wraps a contained row in the page container and puts full-width content in it', () => {
    const { container, rerender } = render(<Row>content</Row>);
    expect(container.firstElementChild?.firstElementChild).toHaveAttribute('data-appearance', 'contained');
    rerender(<Row appearance="full-width">content</Row>);
    const row = container.firstElementChild as HTMLElement;
    expect(row).toHaveAttribute('data-appearance', 'full-width');
    expect(row.lastElementChild).toHaveTextContent('content');
  });

  it('plays a background video muted, looping and inline while on screen, with a pause button', () => {
    mockReducedMotion(false);
    let report: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    render(<Row background={{ video: { src: '/media/loop.mp4', poster: '/media/poster.jpg' } }}>Hi</Row>);
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/media/poster.jpg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(play).not.toHaveBeenCalled();
    report(true);
    expect(play).toHaveBeenCalledTimes(1);
    // The element reports playing; the button then offers to pause.
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
  });

  it('keeps the background video still under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    render(<Row background={{ video: { src: '/media/loop.mp4' } }}>Hi</Row>);
    expect(play).not.toHaveBeenCalled();
    expect(document.querySelector('video')).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
  });

  it('moves a parallax background with the scroll, not under reduced motion', () => {
    mockReducedMotion(false);
    const { unmount } = render(
      <Row background={{ image: '/media/a.jpg' }} parallax={{ speed: 0.5 }}>
        Hi
      </Row>,
    );
    const layer = document.querySelector<HTMLElement>('[data-parallax] [data-parallax]');
    expect(layer?.style.transform).toMatch(/translate3d/);
    unmount();
    mockReducedMotion(true);
    render(
      <Row background={{ image: '/media/a.jpg' }} parallax={{ speed: 0.5 }}>
        Hi
      </Row>,
    );
    expect(document.querySelector<HTMLElement>('[data-parallax] [data-parallax]')?.style.transform).toBe('');
  });
});
