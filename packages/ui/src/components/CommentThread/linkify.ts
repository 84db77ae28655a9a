/** A piece of a plain-text comment: text, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.example/a."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits plain text into text and http(s) links. Nothing else becomes a link (no `javascript:`,
 * no `data:`), and the text is never parsed as HTML: the caller renders the parts as React text.
 */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let url = match[0];
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    let href: string;
    try {
      href = new URL(url).href;
    } catch {
      continue;
    }
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
