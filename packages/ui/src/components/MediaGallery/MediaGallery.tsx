import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Image } from '../Image';
import type { ImageUrlBuilder } from '../Image';
import * as css from './MediaGallery.css';

export interface MediaGalleryItem {
  src: string;
  /** Alt text; the product name with what the image shows. */
  alt: string;
}

export interface MediaGalleryProps {
  /** Images in display order (the app sorts `media_gallery` by position). */
  items: readonly MediaGalleryItem[];
  /** Index of the image in view. */
  value?: number;
  defaultValue?: number;
  onValueChange?: (index: number) => void;
  /** Accessible name of the gallery, e.g. "Product images". */
  label: string;
  /** Accessible name of the thumbnail row, e.g. "Choose an image". */
  thumbnailsLabel?: string;
  /** Name of a thumbnail button, e.g. "Show image 2 of 4". */
  thumbnailLabel?: (index: number, total: number) => string;
  /** Laid over the main image, e.g. `<ProductLabels/>`. */
  overlay?: ReactNode;
  /** Frame ratio (width / height); spec §9 uses 0.8. */
  ratio?: number;
  /** `sizes` of the main image; defaults to full width below 1024 px, half above. */
  sizes?: string;
  urlBuilder?: ImageUrlBuilder;
}

const defaultThumbnailLabel = (index: number, total: number) => `Show image ${index + 1} of ${total}`;

/**
 * Product images: a swipeable scroll-snap track (every image is in the HTML, so it works without
 * JavaScript) and thumbnails below. The first image loads eagerly with a full srcset, the others
 * lazily. Thumbnails form one tab stop: arrows, Home and End move between them and show the image.
 */
export function MediaGallery({
  items,
  value,
  defaultValue = 0,
  onValueChange,
  label,
  thumbnailsLabel = 'Choose an image',
  thumbnailLabel = defaultThumbnailLabel,
  overlay,
  ratio = 0.8,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  urlBuilder,
}: MediaGalleryProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const active = Math.min(Math.max(current, 0), Math.max(items.length - 1, 0));
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const fromScroll = useRef(false);
  // Index a programmatic smooth scroll is heading for: scroll events on the way are not choices.
  const scrollingTo = useRef<number | null>(null);

  // Bring the chosen image into view unless the shopper scrolled there.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    if (fromScroll.current) {
      fromScroll.current = false;
      return;
    }
    const left = active * el.clientWidth;
    if (Math.abs(el.scrollLeft - left) > 1) {
      // Reduced motion: jump, don't glide (WCAG 2.3.3; also makes screenshots deterministic).
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      scrollingTo.current = reduce ? null : active;
      el.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [active]);

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (scrollingTo.current !== null) {
      if (index === scrollingTo.current) scrollingTo.current = null;
      return;
    }
    if (index !== active && index >= 0 && index < items.length) {
      fromScroll.current = true;
      setCurrent(index);
    }
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(active + 1, last)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(active - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className={css.root} aria-label={label} data-count={items.length}>
      <div className={css.stage}>
        {/* Focusable so keyboard users can scroll it (arrows) like any scroll area. */}
        <div
          ref={track}
          className={css.track}
          onScroll={onScroll}
          tabIndex={0}
          role="group"
          aria-label={label}
        >
          {items.map((item, index) => (
            <figure
              key={`${item.src}-${index}`}
              className={css.slide}
              aria-hidden={index === active ? undefined : true}
              data-state={index === active ? 'active' : 'inactive'}
            >
              <Image
                src={item.src}
                alt={item.alt}
                ratio={ratio}
                fit="contain"
                sizes={sizes}
                priority={index === 0}
                urlBuilder={urlBuilder}
              />
            </figure>
          ))}
        </div>
        {overlay ? <div className={css.overlay}>{overlay}</div> : null}
      </div>
      {items.length > 1 ? (
        <div className={css.thumbnails} role="group" aria-label={thumbnailsLabel}>
          {items.map((item, index) => (
            <button
              key={`${item.src}-${index}`}
              ref={(el) => {
                thumbs.current[index] = el;
              }}
              type="button"
              className={css.thumbnail}
              aria-label={thumbnailLabel(index, items.length)}
              aria-pressed={index === active}
              data-state={index === active ? 'active' : 'inactive'}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setCurrent(index)}
              onKeyDown={onThumbKey}
            >
              <Image
                src={item.src}
                alt=""
                ratio={ratio}
                fit="contain"
                sizes="5rem"
                widths={[80, 160, 320]}
                urlBuilder={urlBuilder}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
