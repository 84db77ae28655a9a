import { Children, Fragment, isValidElement, type ElementType, type ReactNode } from 'react';
import { Box } from '../Box';
import { divider, stack, stackAligns, stackSpaces } from './Stack.css';

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
  return (
    <Box
      as={as}
      className={stack({ space: dividers ? 'none' : space, align, dividers })}
      {...(isList ? { role: 'list' } : {})}
    >
      {dividers
        ? items.map((child, i) => (
            <Fragment key={isValidElement(child) && child.key != null ? child.key : i}>
              {i > 0 ? <Separator space={space} /> : null}
              {child}
            </Fragment>
          ))
        : items}
    </Box>
  );
}

function Separator({ space }: { space: StackSpace }) {
  return (
    <Box aria-hidden="true" paddingY={space} width="full">
      <hr className={divider} />
    </Box>
  );
}
