import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import * as css from './blockBackground.css';
import type { BlockStyle } from './blockStyle';
import { inlineVars } from './inlineVars';

/** A background video: a file URL (mp4/webm) played muted; embeds show only the poster. */
export interface BlockBackgroundVideo {
  src: string;
  /** Still image shown before the video plays, under reduced motion and for embed URLs. */
  poster?: string;
  /** Default true. */
  loop?: boolean;
  /** A CSS colour laid over the video so text stays readable. */
  overlayColor?: string;
}

export const blockBackgroundSizes = ['cover', 'contain', 'auto'] as const;
export type BlockBackgroundSize = (typeof blockBackgroundSizes)[number];

/** A Page Builder background (row, column group, column). Values come from content. */
export interface BlockBackground {
  /** A CSS colour. */
  color?: string;
  /** Image URL for 768 px and wider (and for phones when there is no `mobileImage`). */
  image?: string;
  /** Image URL below 768 px. */
  mobileImage?: string;
  size?: BlockBackgroundSize;
  /** A CSS background-position, e.g. `center top`. */
  position?: string;
  repeat?: boolean;
  attachment?: 'scroll' | 'fixed';
  video?: BlockBackgroundVideo;
}

export interface BlockParallax {
  /**
   * How fast the background moves relative to the page (Page Builder: 0–1 typical, 1 = moves with
   * the content, 0 = stays put). The app validates the authored value.
   */
  speed: number;
}

/** `url("…")` with quotes, backslashes and line breaks escaped, so content cannot break out. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/** Embed URLs cannot be a `<video>` source. */
export function isVideoFile(src: string): boolean {
  return !/(youtube\.com|youtu\.be|vimeo\.com)/i.test(src);
}

/** An embed (YouTube/Vimeo) cannot play as a background: its poster stands in for it. */
function embedPoster(bg: BlockBackground): string | undefined {
  return bg.video && !isVideoFile(bg.video.src) ? bg.video.poster : undefined;
}

/** The background colour travels with the block's other styles (one `background-color` rule). */
export function withBackgroundColor(
  style: BlockStyle | undefined,
  bg: BlockBackground | undefined,
): BlockStyle {
  return { ...style, backgroundColor: bg?.color ?? style?.backgroundColor };
}

/** Custom properties of the image layer (set inline on it: the values are content). */
export function backgroundVars(bg: BlockBackground | undefined): Record<string, string | undefined> {
  if (!bg) return {};
  const image = bg.image ?? embedPoster(bg);
  return {
    [css.bgImage]: image ? cssUrl(image) : undefined,
    [css.bgImageMobile]: bg.mobileImage ? cssUrl(bg.mobileImage) : undefined,
    [css.bgSize]: bg.size,
    [css.bgPosition]: bg.position,
    [css.bgRepeat]: bg.repeat === undefined ? undefined : bg.repeat ? 'repeat' : 'no-repeat',
    [css.bgAttachment]: bg.attachment,
  };
}

export const backgroundHostClass = css.host;

/**
 * Parallax: moves the layer against the scroll by `1 - speed` of the distance from the viewport
 * centre. The layer is grown by the largest shift so its edges never show. Off for reduced motion.
 */
function useParallax(
  layerRef: RefObject<HTMLDivElement | null>,
  speed: number | undefined,
  enabled: boolean,
) {
  useEffect(() => {
    const layer = layerRef.current;
    const host = layer?.parentElement;
    if (!layer || !host || speed === undefined || !enabled || speed === 1) return;
    const factor = 1 - speed;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = host.getBoundingClientRect();
      const vh = window.innerHeight;
      const extra = Math.ceil((Math.abs(factor) * (vh + rect.height)) / 2);
      const shift = -(rect.top + rect.height / 2 - vh / 2) * factor;
      layer.style.inset = `${-extra}px 0`;
      layer.style.transform = `translate3d(0, ${shift.toFixed(1)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      layer.style.inset = '';
      layer.style.transform = '';
    };
  }, [layerRef, speed, enabled]);
}

export interface BackgroundLayerProps {
  background?: BlockBackground;
  parallax?: BlockParallax;
  /** Accessible names of the background video's pause/play button. */
  pauseVideoLabel?: string;
  playVideoLabel?: string;
}

/** Renders nothing unless there is an image or a video; put it first inside a `host`. */
export function BackgroundLayer({
  background,
  parallax,
  pauseVideoLabel = 'Pause background video',
  playVideoLabel = 'Play background video',
}: BackgroundLayerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const imageRef = useRef<HTMLDivElement>(null);
  useParallax(imageRef, parallax?.speed, !reducedMotion);
  const video = background?.video && isVideoFile(background.video.src) ? background.video : undefined;
  const hasImage = !!(background && (background.image || background.mobileImage || embedPoster(background)));
  if (!hasImage && !video) return null;
  return (
    <>
      <div className={css.layer} aria-hidden="true">
        {hasImage ? (
          <div
            ref={imageRef}
            className={css.image}
            data-parallax={parallax && parallax.speed !== 1 ? '' : undefined}
            style={inlineVars(backgroundVars(background))}
          />
        ) : null}
        {video ? <BackgroundVideo video={video} reducedMotion={reducedMotion} /> : null}
        {background?.video?.overlayColor ? (
          <div
            className={css.overlay}
            style={inlineVars({ [css.overlayColor]: background.video.overlayColor })}
          />
        ) : null}
      </div>
      {video ? (
        <VideoToggle
          reducedMotion={reducedMotion}
          pauseLabel={pauseVideoLabel}
          playLabel={playVideoLabel}
          targetSelector={`.${css.video}`}
        />
      ) : null}
    </>
  );
}

function BackgroundVideo({ video, reducedMotion }: { video: BlockBackgroundVideo; reducedMotion: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  // No autoplay attribute: the server cannot know about reduced motion; play once hydrated, and
  // only while the row is on screen (no video bytes for rows the visitor never reaches).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (reducedMotion) {
      el.pause();
      return;
    }
    const play = () =>
      el.play().catch(() => {
        // Autoplay refused (data saver, policy): the poster stays, nothing to report.
      });
    if (typeof IntersectionObserver === 'undefined') {
      void play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void play();
      else el.pause();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [reducedMotion]);
  return (
    <video
      ref={ref}
      className={css.video}
      src={video.src}
      poster={video.poster}
      muted
      loop={video.loop ?? true}
      playsInline
      preload="none"
      tabIndex={-1}
    />
  );
}

function VideoToggle({
  reducedMotion,
  pauseLabel,
  playLabel,
  targetSelector,
}: {
  reducedMotion: boolean;
  pauseLabel: string;
  playLabel: string;
  targetSelector: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const el = ref.current?.parentElement?.querySelector<HTMLVideoElement>(targetSelector);
    if (!el) return;
    const sync = () => setPlaying(!el.paused);
    el.addEventListener('play', sync);
    el.addEventListener('pause', sync);
    sync();
    return () => {
      el.removeEventListener('play', sync);
      el.removeEventListener('pause', sync);
    };
  }, [targetSelector, reducedMotion]);
  const toggle = () => {
    const el = ref.current?.parentElement?.querySelector<HTMLVideoElement>(targetSelector);
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };
  return (
    <button
      ref={ref}
      type="button"
      className={css.videoToggle}
      aria-label={playing ? pauseLabel : playLabel}
      data-state={playing ? 'playing' : 'paused'}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
      </svg>
    </button>
  );
}
