import type { ReactNode } from 'react';
import {
  BackgroundLayer,
  backgroundHostClass,
  type BlockBackground,
  type BlockParallax,
  withBackgroundColor,
} from '../../private/BlockBackground';
import { blockBoxProps, type BlockStyle, type BlockVerticalAlign } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './Row.css';

export const rowAppearances = css.rowAppearances;
export type RowAppearance = (typeof rowAppearances)[number];

export interface RowProps {
  /**
   * `contained` (default): the row and its background in the page container · `full-width`:
   * background edge to edge, content in the container · `full-bleed`: both edge to edge.
   */
  appearance?: RowAppearance;
  background?: BlockBackground;
  /** Parallax background (needs `background.image`); off under prefers-reduced-motion. */
  parallax?: BlockParallax;
  /** Where the content sits when `style.minHeight` makes the row taller than it. */
  verticalAlign?: BlockVerticalAlign;
  /** Page Builder styles (margins, paddings, min height, borders, alignment). */
  style?: BlockStyle;
  /** Overrides below 768 px. */
  mobileStyle?: BlockStyle;
  /** Accessible names of the background video's pause/play button. */
  pauseVideoLabel?: string;
  playVideoLabel?: string;
  children?: ReactNode;
}

/** Page Builder row: a full-width band of content with its own background. */
export function Row({
  appearance = 'contained',
  background,
  parallax,
  verticalAlign = 'top',
  style,
  mobileStyle,
  pauseVideoLabel,
  playVideoLabel,
  children,
}: RowProps) {
  const box = blockBoxProps(withBackgroundColor(style, background), mobileStyle);
  const main = (
    <div
      {...box}
      className={cx(box.className, backgroundHostClass, css.root, css.verticalAlign[verticalAlign])}
      data-appearance={appearance}
      data-parallax={parallax ? '' : undefined}
    >
      <BackgroundLayer
        background={background}
        parallax={parallax}
        pauseVideoLabel={pauseVideoLabel}
        playVideoLabel={playVideoLabel}
      />
      {appearance === 'full-width' ? (
        <div className={cx(css.fullWidthInner, css.content)}>{children}</div>
      ) : (
        children
      )}
    </div>
  );
  return appearance === 'contained' ? <div className={css.containedOuter}>{main}</div> : main;
}
