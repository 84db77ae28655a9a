/**
 * Magento template directives found in Page Builder content: `{{media url="…"}}`,
 * `{{store url="…"}}` and `{{widget type="…" …}}`. Pure string functions.
 */
import type { ProductsCondition } from './types';

/** Drops the quoting a directive argument may carry: "…", '…', \"…\" or &quot;…&quot;. */
function unquote(value: string): string {
  return value
    .replace(/&quot;/g, '')
    .replace(/\\*["']/g, '')
    .trim();
}

function joinPath(prefix: string, path: string): string {
  return `${prefix}${path.replace(/^\/+/, '')}`;
}

/** Rewrites `{{media url=…}}` to `/media/…` and `{{store url=…}}` to `/…`; leaves the rest. */
export function resolveDirectives(text: string): string {
  return text
    .replace(/\{\{\s*media\s+url=([^}]*)\}\}/g, (_m, url: string) => joinPath('/media/', unquote(url)))
    .replace(/\{\{\s*store\s+(?:direct_)?url=([^}]*)\}\}/g, (_m, url: string) => joinPath('/', unquote(url)));
}

export interface WidgetDirective {
  /** The widget class with single backslashes, e.g. `Magento\CatalogWidget\Block\Product\ProductsList`. */
  type: string;
  params: Record<string, string>;
}

/** The first `{{widget …}}` directive in the text, with its parameters. */
export function parseWidgetDirective(text: string): WidgetDirective | undefined {
  const match = /\{\{\s*widget\s+([\s\S]*?)\}\}/.exec(text);
  if (!match?.[1]) return undefined;
  const params: Record<string, string> = {};
  const paramPattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  for (const p of match[1].matchAll(paramPattern)) {
    const name = p[1];
    if (name) params[name] = p[2] ?? p[3] ?? p[4] ?? '';
  }
  // Content saved through the admin may double its backslashes (`Magento\\Cms\\…`).
  const type = (params.type ?? '').replace(/\\+/g, '\\');
  return { type, params };
}

interface EncodedCondition {
  attribute?: unknown;
  operator?: unknown;
  value?: unknown;
}

/**
 * Magento's `conditions_encoded` swaps JSON's braces and quotes so the directive survives its
 * own parser: `^[` is `{`, `^]` is `}`, a backtick is `"` and `||` is a backslash.
 */
export function decodeConditions(encoded: string): Record<string, EncodedCondition> | undefined {
  const json = encoded
    .replace(/\^\[/g, '{')
    .replace(/\^\]/g, '}')
    .replace(/`/g, '"')
    .replace(/\|\|/g, '\\\\')
    // A value wrapped over lines by an editor would not be valid JSON.
    .replace(/[\r\n\t]+/g, ' ');
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, EncodedCondition>;
    }
  } catch {
    // fall through: the caller reports an unreadable condition
  }
  return undefined;
}

function splitList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
}

/** SKUs or category ids selected by a products widget (its conditions or its condition option). */
export function productsCondition(params: Record<string, string>): ProductsCondition | undefined {
  const skus: string[] = [];
  const categoryIds: string[] = [];
  const encoded = params.conditions_encoded;
  if (encoded) {
    const conditions = decodeConditions(encoded);
    if (!conditions) return undefined;
    for (const condition of Object.values(conditions)) {
      if (!condition || typeof condition !== 'object') continue;
      if (condition.attribute === 'sku') skus.push(...splitList(condition.value));
      if (condition.attribute === 'category_ids') categoryIds.push(...splitList(condition.value));
    }
  }
  const option = params.condition_option;
  const optionValue = params.condition_option_value;
  if (optionValue && option === 'sku') skus.push(...splitList(optionValue));
  if (optionValue && option === 'category_ids') categoryIds.push(...splitList(optionValue));
  if (skus.length > 0) return { kind: 'skus', skus: [...new Set(skus)] };
  if (categoryIds.length > 0) return { kind: 'category', categoryIds: [...new Set(categoryIds)] };
  return { kind: 'none' };
}

export { splitList };
