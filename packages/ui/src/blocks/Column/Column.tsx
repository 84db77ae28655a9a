import type { ReactNode } from 'react';
import {
  BackgroundLayer,
  backgroundHostClass,
  withBackgroundColor,
  type BlockBackground,
} from '../../private/BlockBackground';
import { blockBoxProps, type BlockStyle, type BlockVerticalAlign } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './Column.css';

export interface ColumnProps {
  /** Share of the line in percent (e.g. 33.3333); columns without one share the rest equally. */
  width?: number;
  /** Where the content sits when the column is taller than it. */
  verticalAlign?: BlockVerticalAlign;
  background?: BlockBackground;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
  children?: ReactNode;
}

/** One column of a Page Builder column group; full width below 768 px. */
export function Column({
  width,
  verticalAlign = 'top',
  background,
  style,
  mobileStyle,
  children,
}: ColumnProps) {
  const valid = width !== undefined && Number.isFinite(width) && width > 0;
  const box = blockBoxProps(withBackgroundColor(style, background), mobileStyle, {
    [css.widthVar]: valid ? `${Math.min(width, 100)}%` : undefined,
  });
  return (
    <div
      {...box}
      className={cx(box.className, backgroundHostClass, css.column, css.verticalAlign[verticalAlign])}
      data-width={valid ? '' : undefined}
    >
      <BackgroundLayer background={background} />
      {children}
    </div>
  );
}
