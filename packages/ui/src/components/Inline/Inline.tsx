import { createElement, type ElementType, type ReactNode } from 'react';
import { inline, inlineAligns, inlineAlignYs, inlineCollapseBelows, inlineSpaces } from './Inline.css';

export { inlineAligns, inlineAlignYs, inlineCollapseBelows, inlineSpaces };
export type InlineSpace = (typeof inlineSpaces)[number];
export type InlineAlign = (typeof inlineAligns)[number];
export type InlineAlignY = (typeof inlineAlignYs)[number];
export type InlineCollapseBelow = (typeof inlineCollapseBelows)[number];

export interface InlineProps {
  children?: ReactNode;
  space?: InlineSpace;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Wrap onto new lines when space runs out (default true). */
  wrap?: boolean;
  /** Stack children vertically below this breakpoint. */
  collapseBelow?: InlineCollapseBelow;
  as?: ElementType;
}

/** Horizontal row of children with a gap from the space scale; wraps by default. */
export function Inline({
  children,
  space = 'small',
  align = 'left',
  alignY = 'center',
  wrap = true,
  collapseBelow,
  as = 'div',
}: InlineProps) {
  return createElement(
    as,
    {
      className: inline({ space, align, alignY, wrap, collapseBelow }),
      ...(as === 'ul' || as === 'ol' ? { role: 'list' } : {}),
    },
    children,
  );
}
