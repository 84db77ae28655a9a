import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as css from './Video.css';
import { videoSource } from './videoSource';

export interface VideoProps {
  /** A YouTube or Vimeo page/embed URL, or a video file (mp4, webm). */
  src: string;
  /** Names the video (iframe title, play button); required for accessibility. */
  title: string;
  /** Image shown before playing (a local file: the video host is not asked for one). */
  poster?: string;
  /** Files: start muted and loop once on screen (never under reduced motion). Embeds still wait for a click. */
  autoplay?: boolean;
  /** Width / height; default 16 / 9. */
  ratio?: number;
  /** A CSS length, e.g. `640px`; default the full width. */
  maxWidth?: string;
  /** Where a narrower video sits; default `style.textAlign`, else left. */
  align?: 'left' | 'center' | 'right';
  /** Start of the play button's name: "Play video: <title>". */
  playLabel?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/**
 * Page Builder video. YouTube/Vimeo show a placeholder until clicked, so nothing loads from the
 * video host before the visitor asks for it (privacy, speed); without JavaScript the placeholder
 * is a link to the video. Files play in a native `<video>` with controls.
 */
export function Video({
  src,
  title,
  poster,
  autoplay = false,
  ratio,
  maxWidth,
  align,
  playLabel = 'Play video',
  style,
  mobileStyle,
}: VideoProps) {
  const source = videoSource(src);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const fileAutoplay = source.kind === 'file' && autoplay && !reducedMotion;

  // Keyboard users land in the player they asked for.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  // No `autoplay` attribute: it would start before hydration knows about reduced motion.
  useEffect(() => {
    const el = videoRef.current;
    if (!el || !fileAutoplay) return;
    el.play().catch(() => {
      // Refused by the browser (data saver, policy): the controls are there.
    });
    return () => el.pause();
  }, [fileAutoplay]);

  const box = blockBoxProps(style, mobileStyle, {
    [css.ratioVar]: ratio && ratio > 0 ? String(ratio) : undefined,
    [css.maxWidthVar]: maxWidth,
  });
  const fromStyle = style?.textAlign === 'justify' ? 'left' : style?.textAlign;

  let player;
  if (source.kind === 'file') {
    player = (
      <video
        ref={videoRef}
        className={css.media}
        src={source.url}
        poster={poster}
        controls
        playsInline
        muted={autoplay}
        loop={autoplay}
        preload={poster ? 'none' : 'metadata'}
        aria-label={title}
      />
    );
  } else if (playing) {
    player = (
      <iframe
        ref={frameRef}
        className={css.media}
        src={source.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    const play = (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks open the video host as a normal link would.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      setPlaying(true);
    };
    player = (
      <a className={css.facade} href={source.watchUrl} onClick={play}>
        {poster ? <img className={css.poster} src={poster} alt="" loading="lazy" decoding="async" /> : null}
        <span className={css.playIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            <path d="M8 5.5v13l11-6.5z" />
          </svg>
        </span>
        {/* The name is the visible title, prefixed for screen readers: "Play video: <title>". */}
        <span className={css.title}>
          <span className={visuallyHidden}>{playLabel}: </span>
          {title}
        </span>
        <span className={css.host} aria-hidden="true">
          {source.kind === 'youtube' ? 'YouTube' : 'Vimeo'}
        </span>
      </a>
    );
  }

  return (
    <div
      {...box}
      className={cx(box.className, css.root)}
      data-align={align ?? fromStyle ?? 'left'}
      data-kind={source.kind}
      data-state={source.kind === 'file' || playing ? 'loaded' : 'idle'}
    >
      <div className={css.frame}>{player}</div>
    </div>
  );
}
