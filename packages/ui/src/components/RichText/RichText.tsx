import type { MouseEventHandler } from 'react';
import { root, size as sizeClass, tone as toneClass, richTextSizes, richTextTones } from './RichText.css';

export { richTextSizes, richTextTones };
export type RichTextSize = (typeof richTextSizes)[number];
export type RichTextTone = (typeof richTextTones)[number];

export interface RichTextProps {
  /**
   * HTML that the app has ALREADY sanitized (e.g. with DOMPurify). This component renders it
   * as given and never fetches or cleans it.
   */
  html: string;
  /** `inverse` on dark surfaces. */
  tone?: RichTextTone;
  /** `compact` for dense content such as footer columns: smaller headings, same heading levels. */
  size?: RichTextSize;
  /** Clicks anywhere in the content, e.g. for the app to route internal links itself. */
  onClick?: MouseEventHandler<HTMLDivElement>;
}

/** Typography for CMS and product-description HTML. */
export function RichText({ html, tone = 'neutral', size = 'default', onClick }: RichTextProps) {
  return (
    <div
      className={`${root} ${toneClass[tone]} ${sizeClass[size]}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
