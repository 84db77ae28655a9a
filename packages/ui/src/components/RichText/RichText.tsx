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
}

/** Typography for CMS and product-description HTML. */
export function RichText({ html, tone = 'neutral', size = 'default' }: RichTextProps) {
  return (
    <div
      className={`${root} ${toneClass[tone]} ${sizeClass[size]}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
