import type { ReactNode } from 'react';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './ColumnLine.css';

export interface ColumnLineProps {
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
  /** `Column`s. */
  children?: ReactNode;
}

/** One line of columns in a column group (Page Builder 2.4.4+); its columns stack below 768 px. */
export function ColumnLine({ style, mobileStyle, children }: ColumnLineProps) {
  const box = blockBoxProps(style, mobileStyle);
  return (
    <div {...box} className={cx(box.className, css.line)}>
      {children}
    </div>
  );
}
