import { JSDOM } from 'jsdom';

/** One jsdom window for the process: parsing with its DOMParser is far cheaper than a window per page. */
let parser: DOMParser | undefined;

export function parseHtmlDocument(html: string): Document {
  parser ??= new new JSDOM('').window.DOMParser();
  return parser.parseFromString(html, 'text/html');
}
