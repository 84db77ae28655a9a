import { Heading, type HeadingLevel, type HeadingSize, type HeadingTone } from '../../components/Heading';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './HeadingBlock.css';

export interface HeadingBlockProps {
  /** h1–h6 as the author chose it. */
  level: HeadingLevel;
  text: string;
  /** Default: the alignment of `style.textAlign` (justify reads as left), else left. */
  align?: 'left' | 'center' | 'right';
  /** Visual size; defaults from the level. */
  size?: HeadingSize;
  tone?: HeadingTone;
  id?: string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Page Builder heading, drawn by the kit's `Heading`. */
export function HeadingBlock({ level, text, align, size, tone, id, style, mobileStyle }: HeadingBlockProps) {
  const fromStyle = style?.textAlign === 'justify' ? 'left' : style?.textAlign;
  const box = blockBoxProps(style, mobileStyle);
  return (
    <div {...box} className={cx(box.className, css.root)}>
      <Heading level={level} size={size} tone={tone} align={align ?? fromStyle} id={id}>
        {text}
      </Heading>
    </div>
  );
}
