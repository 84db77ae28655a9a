import { Children, createElement, Fragment, isValidElement, type ElementType, type ReactNode } from 'react';
import { divider, separator, stack, stackAligns, stackSpaces } from './Stack.css';

export { stackAligns, stackSpaces };
export type StackSpace = (typeof stackSpaces)[number];
export type StackAlign = (typeof stackAligns)[number];

export interface StackProps {
  children?: ReactNode;
  /** Gap between children. */
  space?: StackSpace;
  /** Horizontal alignment of children. */
  align?: StackAlign;
  /** Draws a hairline between children (the gap is then applied around it). */
  dividers?: boolean;
  as?: ElementType;
}

/** Vertical rhythm: children in a column with one gap from the space scale. */
export function Stack({
  children,
  space = 'medium',
  align = 'stretch',
  dividers = false,
  as = 'div',
}: StackProps) {
  // toArray drops null, undefined and booleans.
  const items = Children.toArray(children);
  const isList = as === 'ul' || as === 'ol';
  // A plain element, not Box: layout primitives must not pull the sprinkles runtime into every page.
  return createElement(
    as,
    {
      className: stack({ space: dividers ? 'none' : space, align, dividers }),
      ...(isList ? { role: 'list' } : {}),
    },
    dividers
      ? items.map((child, i) => (
          <Fragment key={isValidElement(child) && child.key != null ? child.key : i}>
            {i > 0 ? <Separator space={space} /> : null}
            {child}
          </Fragment>
        ))
      : items,
  );
}

function Separator({ space }: { space: StackSpace }) {
  return (
    <div aria-hidden="true" className={separator[space]}>
      <hr className={divider} />
    </div>
  );
}
