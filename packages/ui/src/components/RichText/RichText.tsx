import { root, tone as toneClass, richTextTones } from './RichText.css';

export { richTextTones };
export type RichTextTone = (typeof richTextTones)[number];

export interface RichTextProps {
  /**
   * HTML that the app has ALREADY sanitized (e.g. with DOMPurify). This component renders it
   * as given and never fetches or cleans it.
   */
  html: string;
  /** `inverse` on dark surfaces such as the footer. */
  tone?: RichTextTone;
}

/** Typography for CMS and product-description HTML. */
export function RichText({ html, tone = 'neutral' }: RichTextProps) {
  return <div className={`${root} ${toneClass[tone]}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
