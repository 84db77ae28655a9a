import type { MouseEventHandler } from 'react';
import { RichText, type RichTextTone } from '../../components/RichText';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import * as css from './HtmlBlock.css';

export interface HtmlBlockProps {
  /** The author's HTML code, ALREADY sanitized by the app. */
  html: string;
  /** `inverse` for light text on a dark row. */
  tone?: RichTextTone;
  /** Clicks in the content (the app routes internal links). */
  onClick?: MouseEventHandler<HTMLDivElement>;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

/** Page Builder HTML code: the author's markup (sanitized) with the shop's typography. */
export function HtmlBlock({ html, tone, onClick, style, mobileStyle }: HtmlBlockProps) {
  const box = blockBoxProps(style, mobileStyle);
  return (
    <div {...box} className={cx(box.className, css.root)}>
      <RichText html={html} tone={tone} onClick={onClick} />
    </div>
  );
}
