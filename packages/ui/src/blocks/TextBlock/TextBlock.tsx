import type { MouseEventHandler } from 'react';
import { RichText, type RichTextTone } from '../../components/RichText';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './TextBlock.css';

export interface TextBlockProps {
  /** The text editor's HTML, ALREADY sanitized by the app. */
  html: string;
  /** `inverse` for light text on a dark row. */
  tone?: RichTextTone;
  /** Clicks in the content (the app routes internal links). */
  onClick?: MouseEventHandler<HTMLDivElement>;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Page Builder text: the WYSIWYG editor's content with the shop's typography. */
export function TextBlock({ html, tone, onClick, style, mobileStyle }: TextBlockProps) {
  const box = blockBoxProps(style, mobileStyle);
  return (
    <div {...box} className={cx(box.className, css.root)}>
      <RichText html={html} tone={tone} onClick={onClick} />
    </div>
  );
}
