import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Video } from './Video';
import { videoSource } from './videoSource';

afterEach(() => vi.restoreAllMocks());

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?feature=share&v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('reads the YouTube id of %s', (url, id) => {
    const source = videoSource(url);
    expect(source).toMatchObject({ kind: 'youtube', id });
    if (source.kind === 'youtube') expect(source.embedUrl).toContain('youtube-nocookie.com/embed/' + id);
  });

  it('reads Vimeo ids and treats anything else as a file', () => {
    expect(videoSource('https://vimeo.com/76979871')).toMatchObject({ kind: 'vimeo', id: '76979871' });
    expect(videoSource('https://player.vimeo.com/video/76979871')).toMatchObject({
      kind: 'vimeo',
      id: '76979871',
    });
    expect(videoSource('/media/video/ritual.mp4')).toEqual({ kind: 'file', url: '/media/video/ritual.mp4' });
  });
});

describe('Video', () => {
  it('loads the embed only when played', () => {
    render(<Video src="https://youtu.be/aqz-KE-bpKQ" title="Harvest" />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Play video: Harvest' }), { button: 0 });
    const iframe = document.querySelector('iframe');
    expect(iframe).toHaveAttribute('title', 'Harvest');
    expect(iframe?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(document.activeElement).toBe(iframe);
  });

  it('lets modified clicks follow the link', () => {
    render(<Video src="https://vimeo.com/1" title="Studio" />);
    fireEvent.click(screen.getByRole('link'), { button: 0, ctrlKey: true });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('plays files natively; autoplay is muted and looping and starts after hydration', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<Video src="/media/ritual.mp4" title="Ritual" poster="/p.jpg" autoplay />);
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'none');
    expect(play).toHaveBeenCalled();
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<Video src="/media/ritual.mp4" title="Ritual" autoplay />);
    expect(play).not.toHaveBeenCalled();
  });
});
