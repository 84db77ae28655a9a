import type { ReactNode } from 'react';
import {
  BackgroundLayer,
  backgroundHostClass,
  withBackgroundColor,
  type BlockBackground,
} from '../../private/BlockBackground';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './ColumnGroup.css';

export interface ColumnGroupProps {
  background?: BlockBackground;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
  /** `ColumnLine`s, or `Column`s directly (content saved before Page Builder 2.4.4). */
  children?: ReactNode;
}

/** Page Builder column group: side-by-side columns that stack below 768 px. */
export function ColumnGroup({ background, style, mobileStyle, children }: ColumnGroupProps) {
  const box = blockBoxProps(withBackgroundColor(style, background), mobileStyle);
  return (
    <div {...box} className={cx(box.className, backgroundHostClass, css.group)}>
      <BackgroundLayer background={background} />
      {children}
    </div>
  );
}
