/**
 * Page Builder writes styles inline (`style="…"`) or, since Magento 2.4.3, as
 * `data-pb-style="ID"` attributes with the rules in a `<style>` element
 * (`#html-body [data-pb-style=ID]{…}`). Both become plain declaration maps here, then typed values.
 */
import { type BlockStyle, MOBILE_BREAKPOINT_PX, type Spacing, TEXT_ALIGNS, type TextAlign } from './types';

export type Declarations = Map<string, string>;

export function parseDeclarations(styleText: string): Declarations {
  const declarations: Declarations = new Map();
  for (const part of styleText.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (name && value) declarations.set(name, value);
  }
  return declarations;
}

export interface PbStyles {
  /** `data-pb-style` id → declarations for every width. */
  all: Map<string, string>;
  /** `data-pb-style` id → declarations inside `@media … (max-width: 768px)` (Page Builder's mobile view). */
  mobile: Map<string, string>;
}

function addRules(css: string, into: Map<string, string>): void {
  const pattern = /\[data-pb-style=["']?([\w-]+)["']?\][^{]*\{([^}]*)\}/g;
  for (const m of css.matchAll(pattern)) {
    const id = m[1];
    const body = m[2];
    if (id && body) into.set(id, `${into.get(id) ?? ''};${body}`);
  }
}

/** Splits a style sheet into top-level text and `@media` blocks (prelude and body). */
function splitAtRules(css: string): { plain: string; media: { prelude: string; body: string }[] } {
  let plain = '';
  const media: { prelude: string; body: string }[] = [];
  let i = 0;
  while (i < css.length) {
    const at = css.indexOf('@', i);
    const open = at < 0 ? -1 : css.indexOf('{', at);
    if (at < 0 || open < 0) {
      plain += css.slice(i);
      break;
    }
    plain += css.slice(i, at);
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    media.push({ prelude: css.slice(at, open), body: css.slice(open + 1, j - 1) });
    i = j;
  }
  return { plain, media };
}

/** The rules Page Builder emits in `<style>` elements for its `data-pb-style` attributes. */
export function collectPbStyles(cssTexts: string[]): PbStyles {
  const styles: PbStyles = { all: new Map(), mobile: new Map() };
  for (const css of cssTexts) {
    const { plain, media } = splitAtRules(css);
    addRules(plain, styles.all);
    for (const block of media) {
      const maxWidth = /max-width:\s*(\d+)px/.exec(block.prelude)?.[1];
      if (maxWidth && Number(maxWidth) <= MOBILE_BREAKPOINT_PX) addRules(block.body, styles.mobile);
    }
  }
  return styles;
}

/** A px length as a number (`0` and `10px`); undefined for other units. */
export function px(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(-?\d*\.?\d+)(px)?$/.exec(value.trim());
  if (!m?.[1]) return undefined;
  if (!m[2] && Number(m[1]) !== 0) return undefined;
  return Number(m[1]);
}

function spacing(declarations: Declarations, property: 'margin' | 'padding'): Spacing | undefined {
  let box: Spacing | undefined;
  const shorthand = declarations.get(property);
  if (shorthand) {
    const values = shorthand.split(/\s+/).map(px);
    if (values.every((v) => v !== undefined)) {
      const [top = 0, right = top, bottom = top, left = right] = values as number[];
      box = { top, right, bottom, left };
    }
  }
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const value = px(declarations.get(`${property}-${side}`));
    if (value !== undefined) {
      box ??= { top: 0, right: 0, bottom: 0, left: 0 };
      box[side] = value;
    }
  }
  return box;
}

function isTextAlign(value: string | undefined): value is TextAlign {
  return (TEXT_ALIGNS as readonly string[]).includes(value ?? '');
}

export function toBlockStyle(declarations: Declarations): BlockStyle {
  const style: BlockStyle = {};
  const margin = spacing(declarations, 'margin');
  if (margin) style.margin = margin;
  const padding = spacing(declarations, 'padding');
  if (padding) style.padding = padding;
  const textAlign = declarations.get('text-align');
  if (isTextAlign(textAlign)) style.textAlign = textAlign;
  const minHeight = declarations.get('min-height');
  if (minHeight) style.minHeight = minHeight;
  const backgroundColor = declarations.get('background-color');
  if (backgroundColor && backgroundColor !== 'transparent') style.backgroundColor = backgroundColor;
  const borderColor = declarations.get('border-color');
  if (borderColor) style.borderColor = borderColor;
  const borderWidth = px(declarations.get('border-width'));
  if (borderWidth !== undefined) style.borderWidth = borderWidth;
  const borderRadius = px(declarations.get('border-radius'));
  if (borderRadius !== undefined) style.borderRadius = borderRadius;
  const justifyContent = declarations.get('justify-content');
  if (justifyContent) style.justifyContent = justifyContent;
  if (declarations.get('display') === 'none') style.hidden = true;
  return style;
}
