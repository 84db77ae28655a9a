/** What the sanitizer does to CMS HTML, shared by the browser's and the server's DOMPurify. */
export type Sanitize = (html: string) => string;

/** Page Builder needs its data-* attributes and inline styles; everything executable goes. */
export const SANITIZE_OPTIONS = {
  ALLOW_DATA_ATTR: true,
  FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'],
  ADD_ATTR: ['target'],
};
