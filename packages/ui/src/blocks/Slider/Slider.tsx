import {
  Children,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../../components/Icon';
import { useControllableState } from '../../hooks/useControllableState';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import { SlideMediaContext } from '../../private/slideMedia';
import * as css from './Slider.css';

/** Page Builder's default time between slides. */
export const defaultAutoplaySpeed = 4000;
/** A drag this far (px) or a fifth of the width changes the slide. */
const swipeThreshold = 50;

export interface SliderProps {
  /** The slides, usually `Banner`s: one child per slide. */
  children: ReactNode;
  /** Name of the carousel for assistive technology. */
  label?: string;
  /** Moves on by itself (never under prefers-reduced-motion); pauses on hover and focus. */
  autoplay?: boolean;
  /** Milliseconds between slides. */
  autoplaySpeed?: number;
  /** Cross-fade instead of sliding. */
  fade?: boolean;
  /** After the last slide comes the first (default true). */
  infiniteLoop?: boolean;
  showArrows?: boolean;
  showDots?: boolean;
  /** The shown slide (0-based): `index` / `defaultIndex` / `onIndexChange`. */
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  /** Name of each slide, e.g. "1 of 3". */
  slideLabel?: (position: number, count: number) => string;
  /** Name of each dot, e.g. "Slide 2". */
  dotLabel?: (position: number) => string;
  /** Name of the group of dots. */
  dotsLabel?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/**
 * Page Builder slider as a WAI-ARIA carousel: slide groups named "n of m", previous/next,
 * dots, a pause button while it rotates, swipe, arrow keys; reduced motion stops rotation and
 * animation. Without JavaScript the first slide shows.
 */
export function Slider({
  children,
  label = 'Featured',
  autoplay = false,
  autoplaySpeed = defaultAutoplaySpeed,
  fade = false,
  infiniteLoop = true,
  showArrows = true,
  showDots = true,
  index,
  defaultIndex = 0,
  onIndexChange,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  pauseLabel = 'Pause slide show',
  playLabel = 'Play slide show',
  slideLabel = (position, count) => `${position} of ${count}`,
  dotLabel = (position) => `Slide ${position}`,
  dotsLabel = 'Choose a slide',
  style,
  mobileStyle,
}: SliderProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [rawCurrent, setCurrent] = useControllableState(index, defaultIndex, onIndexChange);
  const current = count ? Math.min(Math.max(rawCurrent, 0), count - 1) : 0;
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState(0);
  const dragState = useRef<{ x: number; y: number; id: number; moved: boolean } | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // Slides whose media may load: the shown one from the start (also without JavaScript), the
  // neighbours once the shopper engages with the slider or autoplay is halfway to the next slide,
  // and every slide once shown (kept, so going back does not refetch or flash).
  const [engaged, setEngaged] = useState(false);
  const [mediaSlides, setMediaSlides] = useState<ReadonlySet<number>>(() => new Set([current]));

  const canRotate = autoplay && !reducedMotion && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;

  const go = (to: number) => {
    if (count < 2) return;
    const next = infiniteLoop ? (to + count) % count : Math.min(Math.max(to, 0), count - 1);
    if (next !== current) setCurrent(next);
  };
  const hasPrevious = infiniteLoop || current > 0;
  const hasNext = infiniteLoop || current < count - 1;

  const wanted = [current];
  if (engaged && count > 1) {
    if (hasNext) wanted.push((current + 1) % count);
    if (hasPrevious) wanted.push((current - 1 + count) % count);
  }
  // Adjusting state while rendering (not in an effect): the shown slide gets its image in the
  // same render that shows it.
  if (!wanted.every((i) => mediaSlides.has(i))) setMediaSlides(new Set([...mediaSlides, ...wanted]));

  useEffect(() => {
    if (!rotating) return;
    const warm = window.setTimeout(() => setEngaged(true), autoplaySpeed / 2);
    const timer = window.setTimeout(() => {
      setCurrent((current + 1) % count);
    }, autoplaySpeed);
    return () => {
      window.clearTimeout(warm);
      window.clearTimeout(timer);
    };
    // setCurrent changes identity every render; the timer restarts per slide anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotating, current, count, autoplaySpeed]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (
      event.target instanceof HTMLElement &&
      event.target.closest('input, textarea, select, [contenteditable]')
    )
      return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    setEngaged(true);
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragState.current = { x: event.clientX, y: event.clientY, id: event.pointerId, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragState.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (!start.moved) {
      // A mostly vertical move is a page scroll, not a swipe.
      if (Math.abs(event.clientY - start.y) > Math.abs(dx)) {
        dragState.current = null;
        return;
      }
      if (Math.abs(dx) < 8) return;
      start.moved = true;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // The pointer is already gone (or synthetic): the drag still works without capture.
      }
    }
    setDrag(fade || reducedMotion ? 0 : dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragState.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const width = viewportRef.current?.clientWidth ?? 0;
    if (start.moved && Math.abs(dx) > Math.min(swipeThreshold, width / 5)) go(current + (dx < 0 ? 1 : -1));
    setDrag(0);
    // Keep `moved` until the click that follows a drag has been swallowed.
    if (!start.moved) dragState.current = null;
  };
  const onClickCapture = (event: { preventDefault(): void; stopPropagation(): void }) => {
    if (dragState.current?.moved) {
      event.preventDefault();
      event.stopPropagation();
    }
    dragState.current = null;
  };

  const box = blockBoxProps(style, mobileStyle, {
    [css.indexVar]: String(current),
    [css.dragVar]: `${drag}px`,
  });

  return (
    <section
      {...box}
      className={cx(box.className, css.root)}
      aria-roledescription="carousel"
      aria-label={label}
      data-fade={fade ? '' : undefined}
      data-state={rotating ? 'playing' : 'paused'}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        setHovered(true);
        setEngaged(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setEngaged(true);
      }}
      onBlur={onBlur}
    >
      {(canRotate || (showDots && count > 1)) && (
        <div className={css.controls}>
          {canRotate ? (
            // WAI-ARIA carousel: the rotation control comes first in the tab order.
            <button
              type="button"
              className={css.playToggle}
              aria-label={stopped ? playLabel : pauseLabel}
              onClick={() => setStopped(!stopped)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
                {stopped ? <path d="M8 5.5v13l11-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
              </svg>
            </button>
          ) : null}
          {showDots && count > 1 ? (
            <ul className={css.dots} aria-label={dotsLabel}>
              {slides.map((_, i) => (
                <li key={i}>
                  <button
                    type="button"
                    className={css.dot}
                    aria-label={dotLabel(i + 1)}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => go(i)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <div
        ref={viewportRef}
        className={css.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={onClickCapture}
      >
        <div
          className={css.track}
          aria-live={rotating ? 'off' : 'polite'}
          data-dragging={drag ? '' : undefined}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className={css.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, count)}
              data-state={i === current ? 'active' : 'inactive'}
              inert={i !== current}
            >
              <SlideMediaContext.Provider value={i === current || mediaSlides.has(i)}>
                <div className={css.slideInner}>{slide}</div>
              </SlideMediaContext.Provider>
            </div>
          ))}
        </div>
        {showArrows && count > 1 ? (
          <>
            <button
              type="button"
              className={css.arrow}
              data-direction="previous"
              aria-label={previousLabel}
              disabled={!hasPrevious}
              onClick={() => go(current - 1)}
            >
              <Icon name="chevron-left" size="small" />
            </button>
            <button
              type="button"
              className={css.arrow}
              data-direction="next"
              aria-label={nextLabel}
              disabled={!hasNext}
              onClick={() => go(current + 1)}
            >
              <Icon name="chevron-right" size="small" />
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}
