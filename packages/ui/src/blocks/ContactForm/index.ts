export { ContactForm, contactFormStatuses, defaultContactFormLabels } from './ContactForm';
export type { ContactFormProps, ContactFormStatus, ContactFormLabels } from './ContactForm';
export { contactFormErrors, emptyContactForm } from './contactFormRules';
export type { ContactFormValues, ContactFormMessages } from './contactFormRules';
