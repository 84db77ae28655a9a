export { RichText, richTextTones } from './RichText';
export type { RichTextProps, RichTextTone } from './RichText';
