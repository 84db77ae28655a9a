import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './Divider.css';

export interface DividerProps {
  /** A CSS colour from content; default the theme's border colour. */
  color?: string;
  /** A CSS length of the line, e.g. `50%` or `200px`; default full width. */
  width?: string;
  /** In px; default the theme's thin border. */
  thickness?: number;
  /** Where a shorter line sits; default `style.textAlign`, else left. */
  align?: 'left' | 'center' | 'right';
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Page Builder divider: a horizontal rule between sections. */
export function Divider({ color, width, thickness, align, style, mobileStyle }: DividerProps) {
  const box = blockBoxProps(style, mobileStyle, {
    [css.colorVar]: color,
    [css.widthVar]: width,
    [css.thicknessVar]: thickness !== undefined && thickness > 0 ? `${thickness}px` : undefined,
  });
  const fromStyle = style?.textAlign === 'justify' ? 'left' : style?.textAlign;
  return (
    <div {...box} className={cx(box.className, css.root)} data-align={align ?? fromStyle ?? 'left'}>
      <hr className={css.line} />
    </div>
  );
}
