export { RichText, richTextSizes, richTextTones } from './RichText';
export type { RichTextProps, RichTextSize, RichTextTone } from './RichText';
