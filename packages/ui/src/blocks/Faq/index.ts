export { Faq } from './Faq';
export type { FaqProps } from './Faq';
export { faqJsonLd, htmlToText } from './faqJsonLd';
export type { FaqEntry } from './faqJsonLd';
