import { counter, counterTones } from './Counter.css';

export { counterTones };
export type CounterTone = (typeof counterTones)[number];

/** Spec §9: counters show "99+" above 99. */
export const counterMax = 99;

/** The text a counter shows: "99+" above `max`, the number otherwise. */
export function formatCount(count: number, max: number = counterMax): string {
  const n = Math.max(0, Math.floor(count));
  return n > max ? `${max}+` : String(n);
}

export interface CounterProps {
  count: number;
  /** Above this the badge shows "max+". */
  max?: number;
  /** Show the badge at 0 (hidden by default). */
  showZero?: boolean;
  tone?: CounterTone;
  /**
   * Hide the number from assistive technology when the surrounding control already says it
   * (e.g. a trigger labelled "Cart, 3 items").
   */
  decorative?: boolean;
}

/** Small round badge with a count (cart, wishlist). No outer margin: the parent places it. */
export function Counter({
  count,
  max = counterMax,
  showZero = false,
  tone = 'brand',
  decorative = false,
}: CounterProps) {
  const hidden = count <= 0 && !showZero;
  return (
    <span
      className={counter({ tone })}
      data-state={hidden ? 'hidden' : 'visible'}
      aria-hidden={decorative || hidden || undefined}
    >
      {formatCount(count, max)}
    </span>
  );
}
