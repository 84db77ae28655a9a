export { Newsletter, newsletterStatuses, defaultNewsletterLabels } from './Newsletter';
export type { NewsletterProps, NewsletterStatus, NewsletterLabels } from './Newsletter';
export { newsletterErrors } from './newsletterRules';
export type { NewsletterValues, NewsletterMessages } from './newsletterRules';
