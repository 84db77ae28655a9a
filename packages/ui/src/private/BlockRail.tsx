import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from '../components/Icon';
import * as css from './BlockRail.css';

export type BlockRailPerView = keyof typeof css.track;

export interface BlockRailProps {
  /** One child per slide (each becomes a list item). */
  children: ReactNode;
  perView?: BlockRailPerView;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of the list. */
  label?: string;
  /** The block's title, on one line with the arrows. */
  header?: ReactNode;
  /** Previous/next buttons (Page Builder's "show arrows"); swiping and scrolling work without. */
  showArrows?: boolean;
}

type Edge = 'start' | 'middle' | 'end' | 'none';

/**
 * A horizontal, swipeable row with previous/next buttons (Page Builder's carousel appearance
 * without autoplay: content that moves by itself fails WCAG 2.2.2 unless paused). Native scrolling
 * with snap points keeps it SSR-friendly and usable before hydration.
 */
export function BlockRail({
  children,
  perView = 'products',
  previousLabel,
  nextLabel,
  label,
  header,
  showArrows = true,
}: BlockRailProps) {
  const id = useId();
  const trackRef = useRef<HTMLUListElement | null>(null);
  const [edge, setEdge] = useState<Edge>('start');
  const items = Children.toArray(children).filter(isValidElement);

  const measure = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    if (max <= 1) setEdge('none');
    else if (el.scrollLeft <= 1) setEdge('start');
    else if (el.scrollLeft >= max - 1) setEdge('end');
    else setEdge('middle');
  }, []);

  useEffect(() => {
    measure();
    const el = trackRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, items.length]);

  const page = (direction: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    // Whole slides only, so a page never ends on a cut card.
    const slide = first ? first.getBoundingClientRect().width : el.clientWidth;
    const perPage = Math.max(1, Math.floor((el.clientWidth + 1) / slide));
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * perPage * (slide + gap) });
  };

  return (
    <div className={css.root} data-overflow={edge === 'none' ? 'none' : 'some'}>
      <div className={css.top}>
        {header ? <div className={css.header}>{header}</div> : null}
        {showArrows ? (
          <div className={css.controls}>
            <button
              type="button"
              className={css.arrow}
              aria-label={previousLabel}
              aria-controls={id}
              aria-disabled={edge === 'start' || edge === 'none'}
              onClick={() => {
                if (edge !== 'start' && edge !== 'none') page(-1);
              }}
            >
              <Icon name="chevron-left" size="small" />
            </button>
            <button
              type="button"
              className={css.arrow}
              aria-label={nextLabel}
              aria-controls={id}
              aria-disabled={edge === 'end' || edge === 'none'}
              onClick={() => {
                if (edge !== 'end' && edge !== 'none') page(1);
              }}
            >
              <Icon name="chevron-right" size="small" />
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={trackRef} id={id} className={css.track[perView]} aria-label={label} onScroll={measure}>
        {items.map((item, i) => (
          <li key={item.key ?? i} className={css.item}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
