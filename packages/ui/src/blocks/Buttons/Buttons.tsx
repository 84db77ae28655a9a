import { Children, type ReactNode } from 'react';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './Buttons.css';

export const buttonsAppearances = css.buttonsAppearances;
export type ButtonsAppearance = (typeof buttonsAppearances)[number];

export interface ButtonsProps {
  /** `inline` (default): side by side, wrapping · `stacked`: one under the other. */
  appearance?: ButtonsAppearance;
  /** Every button as wide as the widest. */
  sameWidth?: boolean;
  /** Default `style.textAlign`, else left. */
  align?: 'left' | 'center' | 'right';
  /** `ButtonItem`s. */
  children?: ReactNode;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Page Builder buttons: a group of calls to action. */
export function Buttons({
  appearance = 'inline',
  sameWidth = false,
  align,
  children,
  style,
  mobileStyle,
}: ButtonsProps) {
  const fromStyle = style?.textAlign === 'justify' ? 'left' : style?.textAlign;
  const alignment = align ?? fromStyle ?? 'left';
  const list = (
    <ul
      className={css.root}
      data-appearance={appearance}
      data-align={alignment}
      data-same-width={sameWidth ? '' : undefined}
      role="list"
    >
      {Children.toArray(children).map((child, i) => (
        <li key={i} className={css.item}>
          {child}
        </li>
      ))}
    </ul>
  );
  const box = blockBoxProps(style, mobileStyle);
  return (
    <div {...box} className={cx(box.className, css.sameWidthOuter)} data-align={alignment}>
      {list}
    </div>
  );
}
