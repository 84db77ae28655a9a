/**
 * One log line per event, whatever a shopper typed: control characters (line breaks included,
 * which would let a cart id or a search term forge a second log line) and Unicode line separators
 * are written as escapes.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeLogLine(message: string): string {
  return message.replace(UNSAFE, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
