import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import { cx } from '../../private/cx';
import { box } from './Box.css';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'width' | 'height' | 'color' | 'wrap'>, Sprinkles {
  /** Element to render; `div` by default. */
  as?: ElementType;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** Splits sprinkle props from HTML attributes. */
export function splitSprinkles(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/**
 * The layout primitive everything else is built from: an element with theme-bound
 * spacing, colour and responsive layout props (sprinkles). Other components have no outer
 * margin; spacing comes from Box, Stack and Inline.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, { ...rest, ref, className: cx(box, sprinkles(atoms), className) });
});
