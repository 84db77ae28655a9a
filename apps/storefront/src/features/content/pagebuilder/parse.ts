/**
 * Magento Page Builder HTML → typed block tree. Pure: the DOM parser is passed in (jsdom on the
 * server and in tests, DOMParser in the browser), nothing is fetched and nothing throws for bad
 * content — problems become `warnings` for the CMS preview.
 */
import { parallaxUnits } from './parallax';
import { parseWidgetDirective, productsCondition, resolveDirectives, splitList } from './directives';
import {
  collectPbStyles,
  type Declarations,
  parseDeclarations,
  type PbStyles,
  px,
  toBlockStyle,
} from './styles';
import {
  BANNER_APPEARANCES,
  type Background,
  type BannerAppearance,
  type BannerBlock,
  type Block,
  type BlockBase,
  BUTTON_STYLES,
  type ButtonItemBlock,
  type ButtonStyle,
  type CarouselSettings,
  type FaqItem,
  type Link,
  type LinkEntity,
  MAP_DEFAULT_ZOOM,
  type MapLocation,
  type ParseResult,
  QUIZ_PROMO_DEFAULTS,
  type ResponsiveImages,
  ROW_APPEARANCES,
  type RowBlock,
  type RowAppearance,
  type TabItemBlock,
} from './types';

export interface ParseDeps {
  parse: (html: string) => Document;
  /**
   * Applied to every HTML string in the tree (text, html, banner content, FAQ answers …) —
   * pass `cms/sanitize`'s DOMPurify sanitizer. Without it, HTML is returned as authored.
   */
  sanitize?: (html: string) => string;
}

interface Context {
  warnings: string[];
  sanitize: (html: string) => string;
  pbStyles: PbStyles;
}

function warn(ctx: Context, message: string): void {
  // Once per message: a page with twenty unknown blocks of one type logs one line.
  if (!ctx.warnings.includes(message)) ctx.warnings.push(message);
}

/* ---------- attribute helpers ---------- */

// Node type numbers, so this module needs no DOM globals (the parser is injected).
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(el: Element, name: string): string | undefined {
  const value = el.getAttribute(name);
  return value === null ? undefined : value;
}

function flag(el: Element, name: string, fallback = false): boolean {
  const value = attr(el, name);
  if (value === undefined || value === '') return fallback;
  return value === '1' || value === 'true';
}

function number(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function contentTypeOf(el: Element): string | undefined {
  return attr(el, 'data-content-type') || undefined;
}

/*
 * Tree walks instead of selectors (`querySelector`, `matches`, `closest`): on the server the
 * documents come from one long-lived jsdom window, and jsdom's selector engine registers event
 * listeners on that window for every document it queries — never removed, so each parsed page
 * stayed in memory for the life of the process (the SSR leak). ESLint forbids selectors here.
 */

/** Descendants of `root` (not `root` itself) in document order that `test` accepts. */
function descendants(root: Element | Document, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (parent: Element | Document) => {
    for (const child of Array.from(parent.children)) {
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

function firstDescendant(root: Element, test: (el: Element) => boolean): Element | undefined {
  for (const child of Array.from(root.children)) {
    if (test(child)) return child;
    const inner = firstDescendant(child, test);
    if (inner) return inner;
  }
  return undefined;
}

const isTag =
  (...names: string[]) =>
  (el: Element): boolean =>
    names.includes(el.tagName.toLowerCase());

/** The element's own `data-element` part, not one belonging to a nested content type. */
function part(root: Element, name: string): Element | undefined {
  const queue: Element[] = [root];
  while (queue.length > 0) {
    const el = queue.shift() as Element;
    if (el !== root && contentTypeOf(el)) continue;
    if (el.getAttribute('data-element') === name && (el !== root || name === 'main')) return el;
    queue.push(...Array.from(el.children));
  }
  return undefined;
}

function declarationsOf(ctx: Context, ...elements: (Element | undefined)[]): Declarations {
  const merged: Declarations = new Map();
  for (const el of elements) {
    if (!el) continue;
    const id = attr(el, 'data-pb-style');
    const fromSheet = id ? ctx.pbStyles.all.get(id) : undefined;
    for (const source of [fromSheet, attr(el, 'style')]) {
      if (source) for (const [k, v] of parseDeclarations(source)) merged.set(k, v);
    }
  }
  return merged;
}

/** Mobile overrides from `@media (max-width: 768px)` rules, when the content has any. */
function mobileDeclarationsOf(ctx: Context, elements: (Element | undefined)[]): Declarations | undefined {
  let merged: Declarations | undefined;
  for (const el of elements) {
    const id = el && attr(el, 'data-pb-style');
    const rules = id ? ctx.pbStyles.mobile.get(id) : undefined;
    if (!rules) continue;
    merged ??= new Map();
    for (const [k, v] of parseDeclarations(rules)) merged.set(k, v);
  }
  return merged;
}

function authorClasses(el: Element): string[] {
  return Array.from(el.classList).filter((c) => !c.startsWith('pagebuilder-') && !c.startsWith('tab-align-'));
}

function base(
  ctx: Context,
  el: Element,
  fallbackAppearance: string,
  ...styled: (Element | undefined)[]
): BlockBase {
  const mobile = mobileDeclarationsOf(ctx, [el, ...styled]);
  return {
    appearance: attr(el, 'data-appearance') || fallbackAppearance,
    style: toBlockStyle(declarationsOf(ctx, el, ...styled)),
    ...(mobile ? { mobileStyle: toBlockStyle(mobile) } : {}),
    cssClasses: authorClasses(el),
  };
}

/** The entity a Page Builder link widget points at (`id_path='category/3'`, `page_id='2'`). */
function linkEntity(ctx: Context, directive: string): LinkEntity | undefined {
  const widget = parseWidgetDirective(directive);
  if (!widget) return undefined;
  const idPath = /^(category|product)\/(\w+)/.exec(widget.params.id_path ?? '');
  if (idPath?.[1] && idPath[2]) return { kind: idPath[1] as 'category' | 'product', id: idPath[2] };
  if (widget.params.page_id) return { kind: 'page', id: widget.params.page_id };
  warn(ctx, `Unreadable link widget: ${widget.type || directive.slice(0, 80)}`);
  return undefined;
}

function linkOf(ctx: Context, el: Element | undefined): Link | undefined {
  if (!el) return undefined;
  const raw = resolveDirectives(attr(el, 'href') ?? '').trim();
  if (!raw) return undefined;
  const common = {
    linkType: attr(el, 'data-link-type') || 'default',
    openInNewTab: attr(el, 'target') === '_blank',
  };
  if (raw.includes('{{widget')) {
    const entity = linkEntity(ctx, raw);
    return entity ? { href: '', ...common, entity } : undefined;
  }
  return { href: raw, ...common };
}

function text(el: Element | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function authoredHtml(ctx: Context, html: string): string {
  const resolved = resolveDirectives(html).trim();
  return resolved ? ctx.sanitize(resolved).trim() : '';
}

function innerHtml(ctx: Context, el: Element | undefined): string {
  return authoredHtml(ctx, el?.innerHTML ?? '');
}

/* ---------- backgrounds ---------- */

/** Page Builder's `data-background-images` holds JSON, often with backslash-escaped quotes. */
function backgroundImages(ctx: Context, raw: string | undefined): ResponsiveImages {
  if (!raw || raw === '{}') return {};
  let parsed: unknown;
  for (const candidate of [raw, raw.replace(/\\"/g, '"')]) {
    try {
      parsed = JSON.parse(candidate);
      break;
    } catch {
      // try the unescaped form next
    }
  }
  if (!parsed || typeof parsed !== 'object') {
    warn(ctx, `Could not read background images: ${raw.slice(0, 80)}`);
    return {};
  }
  const record = parsed as Record<string, unknown>;
  const images: ResponsiveImages = {};
  const desktop = typeof record.desktop_image === 'string' ? resolveDirectives(record.desktop_image) : '';
  const mobile = typeof record.mobile_image === 'string' ? resolveDirectives(record.mobile_image) : '';
  if (desktop) images.desktop = desktop;
  if (mobile) images.mobile = mobile;
  return images;
}

function background(ctx: Context, ...elements: (Element | undefined)[]): Background {
  const present = elements.filter((e): e is Element => e !== undefined);
  const source = present.find((e) => e.hasAttribute('data-background-images')) ?? present[0];
  const declarations = declarationsOf(ctx, ...present);
  const result: Background = {
    images: backgroundImages(ctx, source && attr(source, 'data-background-images')),
  };
  const color = declarations.get('background-color');
  if (color && color !== 'transparent') result.color = color;
  const size = declarations.get('background-size');
  if (size) result.size = size;
  const position = declarations.get('background-position');
  if (position) result.position = position;
  const repeat = declarations.get('background-repeat');
  if (repeat) result.repeat = repeat !== 'no-repeat';
  const attachment = declarations.get('background-attachment');
  if (attachment) result.attachment = attachment;
  const videoSource = present.find((e) => attr(e, 'data-background-type') === 'video');
  const videoSrc = videoSource && attr(videoSource, 'data-video-src');
  if (videoSource && videoSrc) {
    const fallback = resolveDirectives(attr(videoSource, 'data-video-fallback-src') ?? '');
    const overlay = attr(videoSource, 'data-video-overlay-color');
    result.video = {
      src: videoSrc,
      loop: flag(videoSource, 'data-video-loop', true),
      playOnlyVisible: flag(videoSource, 'data-video-play-only-visible', true),
      lazyLoad: flag(videoSource, 'data-video-lazy-load', true),
      ...(fallback ? { fallbackImage: fallback } : {}),
      ...(overlay ? { overlayColor: overlay } : {}),
    };
  }
  return result;
}

/* ---------- content types ---------- */

function childBlocks(ctx: Context, el: Element): Block[] {
  const blocks: Block[] = [];
  for (const child of Array.from(el.children)) {
    if (contentTypeOf(child)) blocks.push(parseElement(ctx, child));
    else blocks.push(...childBlocks(ctx, child));
  }
  return blocks;
}

function isRowAppearance(value: string): value is RowAppearance {
  return (ROW_APPEARANCES as readonly string[]).includes(value);
}

function isBannerAppearance(value: string): value is BannerAppearance {
  return (BANNER_APPEARANCES as readonly string[]).includes(value);
}

function buttonStyleOf(el: Element | undefined): ButtonStyle {
  for (const style of BUTTON_STYLES) if (el?.classList.contains(`pagebuilder-button-${style}`)) return style;
  return 'primary';
}

function visibility(value: string | undefined): 'always' | 'hover' | 'never' {
  return value === 'hover' || value === 'never' ? value : 'always';
}

function banner(ctx: Context, el: Element, name?: string): BannerBlock {
  const wrapper = part(el, 'wrapper');
  const overlay = part(el, 'overlay');
  const content = part(el, 'content');
  const buttonEl = part(el, 'button');
  const appearance = attr(el, 'data-appearance') ?? '';
  const bg = background(ctx, wrapper);
  const block: BannerBlock = {
    type: 'banner',
    ...base(ctx, el, 'poster', wrapper),
    appearance: isBannerAppearance(appearance) ? appearance : 'poster',
    background: bg,
    showOverlay: visibility(attr(el, 'data-show-overlay')),
    showButton: visibility(attr(el, 'data-show-button')),
    content: innerHtml(ctx, content),
  };
  if (name) block.name = name;
  const overlayColor = overlay && attr(overlay, 'data-overlay-color');
  if (overlayColor) block.overlayColor = overlayColor;
  const buttonText = text(buttonEl);
  if (buttonText) block.button = { text: buttonText, style: buttonStyleOf(buttonEl) };
  const link = linkOf(ctx, part(el, 'link'));
  if (link) block.link = link;
  if (!bg.images.desktop && !bg.images.mobile && !bg.color && !bg.video) {
    warn(ctx, `${name ? `Slide "${name}"` : 'Banner'} has no background image`);
  }
  return block;
}

function carousel(el: Element): CarouselSettings {
  return {
    autoplay: flag(el, 'data-autoplay'),
    autoplaySpeed: number(attr(el, 'data-autoplay-speed'), 4000),
    infiniteLoop: flag(el, 'data-infinite-loop'),
    showArrows: flag(el, 'data-show-arrows'),
    showDots: flag(el, 'data-show-dots', true),
  };
}

function faqItems(ctx: Context, el: Element): FaqItem[] {
  const items: FaqItem[] = [];
  for (const item of descendants(el, (d) => contentTypeOf(d) === 'faq-item' || isTag('details')(d))) {
    if (item.tagName.toLowerCase() === 'details') {
      const summary = firstDescendant(item, isTag('summary'));
      const clone = item.cloneNode(true) as Element;
      firstDescendant(clone, isTag('summary'))?.remove();
      items.push({ question: text(summary ?? undefined), answer: innerHtml(ctx, clone) });
    } else {
      items.push({ question: text(part(item, 'question')), answer: innerHtml(ctx, part(item, 'answer')) });
    }
  }
  return items.filter((i) => i.question);
}

function mapLocations(ctx: Context, raw: string | undefined): MapLocation[] {
  if (!raw) return [];
  let parsed: unknown;
  for (const candidate of [raw, raw.replace(/\\"/g, '"')]) {
    try {
      parsed = JSON.parse(candidate);
      break;
    } catch {
      // try the unescaped form next
    }
  }
  if (!Array.isArray(parsed)) {
    warn(ctx, 'Could not read map locations');
    return [];
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return parsed.flatMap((entry: unknown): MapLocation[] => {
    if (!entry || typeof entry !== 'object') return [];
    const e = entry as Record<string, unknown>;
    const position = (e.position ?? {}) as Record<string, unknown>;
    const latitude = Number(position.latitude);
    const longitude = Number(position.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    return [
      {
        name: str(e.location_name),
        latitude,
        longitude,
        comment: str(e.comment),
        phone: str(e.phone),
        address: str(e.address),
        city: str(e.city),
        state: str(e.state),
        zipcode: str(e.zipcode),
        country: str(e.country),
      },
    ];
  });
}

/** A custom block's title: `data-title`, else its `data-element="title"` text. */
function titleOf(el: Element): string {
  return attr(el, 'data-title') ?? text(part(el, 'title'));
}

/** A custom block's body HTML: its `data-element="description"` part. */
function descriptionOf(ctx: Context, el: Element): string {
  return innerHtml(ctx, part(el, 'description'));
}

/** Page Builder's speed, plus the shop's optional start/end offsets checked by spec §5's unit rules. */
function parallaxOf(ctx: Context, el: Element): RowBlock['parallax'] {
  const enabled = flag(el, 'data-enable-parallax');
  const speed = number(attr(el, 'data-parallax-speed'), 0.5);
  const start = attr(el, 'data-parallax-start');
  const end = attr(el, 'data-parallax-end');
  if (!enabled || (start === undefined && end === undefined)) return { enabled, speed };
  try {
    parallaxUnits(start ?? 'none', end ?? 'none');
    return { enabled, speed };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    warn(ctx, `Row parallax: ${message}`);
    return { enabled, speed, error: message };
  }
}

function parseElement(ctx: Context, el: Element): Block {
  const contentType = contentTypeOf(el) ?? '';
  switch (contentType) {
    case 'row': {
      const inner = part(el, 'inner');
      const appearance = attr(el, 'data-appearance') ?? '';
      const settings = [inner, el].find((e) => e?.hasAttribute('data-enable-parallax')) ?? el;
      return {
        type: 'row',
        ...base(ctx, el, 'contained', inner),
        appearance: isRowAppearance(appearance) ? appearance : 'contained',
        background: background(ctx, el, inner),
        parallax: parallaxOf(ctx, settings),
        children: childBlocks(ctx, inner ?? el),
      };
    }
    case 'column-group':
      return {
        type: 'column-group',
        ...base(ctx, el, 'default'),
        gridSize: number(attr(el, 'data-grid-size'), 12),
        background: background(ctx, el),
        children: childBlocks(ctx, el),
      };
    case 'column-line':
      return { type: 'column-line', ...base(ctx, el, 'default'), children: childBlocks(ctx, el) };
    case 'column': {
      const width = declarationsOf(ctx, el).get('width');
      const widthPercent = width?.endsWith('%') ? Number.parseFloat(width) : undefined;
      return {
        type: 'column',
        ...base(ctx, el, 'full-height'),
        ...(widthPercent !== undefined && Number.isFinite(widthPercent) ? { widthPercent } : {}),
        background: background(ctx, el),
        children: childBlocks(ctx, el),
      };
    }
    case 'text':
      return { type: 'text', ...base(ctx, el, 'default'), html: innerHtml(ctx, el) };
    case 'html':
      return {
        type: 'html',
        ...base(ctx, el, 'default'),
        // Page Builder stores the author's HTML entity-escaped, so its text is the HTML.
        html: authoredHtml(ctx, el.children.length > 0 ? el.innerHTML : (el.textContent ?? '')),
      };
    case 'heading': {
      const level = Number(/^h([1-6])$/i.exec(el.tagName)?.[1] ?? 2) as 1 | 2 | 3 | 4 | 5 | 6;
      return { type: 'heading', ...base(ctx, el, 'default'), level, text: text(el) };
    }
    case 'image': {
      const desktop = part(el, 'desktop_image');
      const mobile = part(el, 'mobile_image');
      const images: ResponsiveImages = {};
      const desktopSrc = resolveDirectives(attr(desktop ?? el, 'src') ?? '');
      const mobileSrc = resolveDirectives(attr(mobile ?? el, 'src') ?? '');
      if (desktopSrc) images.desktop = desktopSrc;
      if (mobileSrc) images.mobile = mobileSrc;
      if (!desktopSrc && !mobileSrc) warn(ctx, 'Image block has no image');
      const caption = text(part(el, 'caption'));
      const link = linkOf(ctx, part(el, 'link'));
      return {
        type: 'image',
        ...base(ctx, el, 'full-width', desktop),
        images,
        alt: attr(desktop ?? mobile ?? el, 'alt') ?? '',
        title: attr(desktop ?? mobile ?? el, 'title') ?? '',
        ...(caption ? { caption } : {}),
        ...(link ? { link } : {}),
      };
    }
    case 'video': {
      const inner = part(el, 'inner');
      const video = part(el, 'video') ?? firstDescendant(el, isTag('iframe', 'video'));
      const src = resolveDirectives(attr(video ?? el, 'src') ?? '');
      if (!src) warn(ctx, 'Video block has no video source');
      const maxWidth = declarationsOf(ctx, el, inner).get('max-width');
      return {
        type: 'video',
        ...base(ctx, el, 'default', inner),
        src,
        kind: video?.tagName.toLowerCase() === 'video' ? 'file' : 'iframe',
        autoplay: (video?.hasAttribute('autoplay') ?? false) || /[?&]autoplay=1\b/.test(src),
        ...(maxWidth ? { maxWidth } : {}),
      };
    }
    case 'banner':
      return banner(ctx, el);
    case 'slide':
      // A slide outside a slider is still a banner.
      return banner(ctx, el, attr(el, 'data-slide-name') || 'Slide');
    case 'slider': {
      const slides: BannerBlock[] = [];
      for (const block of childBlocks(ctx, el)) {
        if (block.type === 'banner') slides.push(block);
        else warn(ctx, `Slider holds a "${block.type}" block; only slides are shown`);
      }
      const settings = carousel(el);
      return {
        type: 'slider',
        ...base(ctx, el, 'default'),
        autoplay: settings.autoplay,
        autoplaySpeed: settings.autoplaySpeed,
        fade: flag(el, 'data-fade'),
        infiniteLoop: settings.infiniteLoop,
        showArrows: settings.showArrows,
        showDots: settings.showDots,
        slides,
      };
    }
    case 'buttons': {
      const items = childBlocks(ctx, el).filter((b): b is ButtonItemBlock => b.type === 'button-item');
      return { type: 'buttons', ...base(ctx, el, 'inline'), sameWidth: flag(el, 'data-same-width'), items };
    }
    case 'button-item': {
      const linkEl = part(el, 'link');
      const link = linkOf(ctx, linkEl);
      return {
        type: 'button-item',
        ...base(ctx, el, 'default', linkEl),
        text: text(part(el, 'link_text') ?? linkEl),
        buttonStyle: buttonStyleOf(linkEl),
        ...(link ? { link } : {}),
      };
    }
    case 'divider': {
      const line = part(el, 'line');
      const declarations = declarationsOf(ctx, line);
      const width = declarations.get('width');
      const thickness = px(declarations.get('border-width'));
      const color = declarations.get('border-color');
      return {
        type: 'divider',
        ...base(ctx, el, 'default'),
        line: {
          ...(width ? { width } : {}),
          ...(thickness !== undefined ? { thickness } : {}),
          ...(color ? { color } : {}),
        },
      };
    }
    case 'tabs': {
      const items = childBlocks(ctx, el).filter((b): b is TabItemBlock => b.type === 'tab-item');
      const alignClass = Array.from(el.classList).find((c) => c.startsWith('tab-align-'));
      const align = alignClass?.slice('tab-align-'.length);
      const active = number(attr(el, 'data-active-tab'), 0);
      return {
        type: 'tabs',
        ...base(ctx, el, 'default'),
        activeTab: active >= 0 && active < items.length ? active : 0,
        align: align === 'center' || align === 'right' ? align : 'left',
        items,
      };
    }
    case 'tab-item':
      return {
        type: 'tab-item',
        ...base(ctx, el, 'default'),
        name: attr(el, 'data-tab-name') ?? '',
        ...(el.id ? { id: el.id } : {}),
        children: childBlocks(ctx, el),
      };
    case 'faq': {
      const items = faqItems(ctx, el);
      if (items.length === 0) warn(ctx, 'FAQ block has no questions');
      return { type: 'faq', ...base(ctx, el, 'default'), items };
    }
    case 'products': {
      const widget = parseWidgetDirective(el.textContent ?? '');
      const condition = widget ? productsCondition(widget.params) : undefined;
      if (!widget) warn(ctx, 'Products block has no widget directive');
      else if (!condition) warn(ctx, 'Products block has unreadable conditions');
      else if (condition.kind === 'none') warn(ctx, 'Products block selects no SKUs or categories');
      const appearance = attr(el, 'data-appearance') || 'grid';
      const count = widget?.params.products_count;
      const sortOrder = widget?.params.sort_order;
      return {
        type: 'products',
        ...base(ctx, el, 'grid'),
        condition: condition ?? { kind: 'none' },
        ...(count ? { count: number(count, 0) } : {}),
        ...(sortOrder ? { sortOrder } : {}),
        ...(appearance === 'carousel' ? { carousel: carousel(el) } : {}),
      };
    }
    case 'block': {
      const widget = parseWidgetDirective(el.textContent ?? '');
      const blockId = widget?.params.block_id ?? attr(el, 'data-block-id') ?? '';
      if (!blockId) warn(ctx, 'CMS block reference has no block_id');
      return { type: 'block', ...base(ctx, el, 'default'), blockId };
    }
    case 'map': {
      const locations = mapLocations(ctx, attr(el, 'data-locations'));
      const height = declarationsOf(ctx, el).get('height');
      return {
        type: 'map',
        ...base(ctx, el, 'default'),
        locations,
        zoom: number(attr(el, 'data-zoom'), MAP_DEFAULT_ZOOM),
        showControls: flag(el, 'data-show-controls', true),
        ...(height ? { height } : {}),
      };
    }
    case 'newsletter':
      return {
        type: 'newsletter',
        ...base(ctx, el, 'default'),
        title: titleOf(el),
        description: descriptionOf(ctx, el),
      };
    case 'bulk-buy': {
      const skus = splitList(attr(el, 'data-skus'));
      if (skus.length === 0) warn(ctx, 'Bulk buy block lists no SKUs');
      return { type: 'bulk-buy', ...base(ctx, el, 'default'), title: titleOf(el), skus };
    }
    case 'business-submission-form':
      return {
        type: 'business-submission-form',
        ...base(ctx, el, 'default'),
        title: titleOf(el),
        description: descriptionOf(ctx, el),
      };
    case 'contact-form':
      return {
        type: 'contact-form',
        ...base(ctx, el, 'default'),
        title: titleOf(el),
        description: descriptionOf(ctx, el),
      };
    case 'product-quiz': {
      const quizId = attr(el, 'data-quiz-id');
      return {
        type: 'product-quiz',
        ...base(ctx, el, 'default'),
        title: titleOf(el) || QUIZ_PROMO_DEFAULTS.title,
        ...(quizId ? { quizId } : {}),
      };
    }
    case 'quiz-promo': {
      const link = resolveDirectives(attr(el, 'data-link') ?? '');
      return {
        type: 'quiz-promo',
        ...base(ctx, el, 'default'),
        title: titleOf(el) || QUIZ_PROMO_DEFAULTS.title,
        text: attr(el, 'data-text') || text(part(el, 'text')) || QUIZ_PROMO_DEFAULTS.text,
        buttonText:
          attr(el, 'data-button-text') || text(part(el, 'button')) || QUIZ_PROMO_DEFAULTS.buttonText,
        ...(link ? { link } : {}),
      };
    }
    case 'promo-bar': {
      const link = resolveDirectives(attr(el, 'data-link') ?? '');
      const content = part(el, 'content');
      return {
        type: 'promo-bar',
        ...base(ctx, el, 'default'),
        content: content ? innerHtml(ctx, content) : innerHtml(ctx, el),
        ...(link ? { link } : {}),
      };
    }
    case 'login-popup-button':
      return {
        type: 'login-popup-button',
        ...base(ctx, el, 'default'),
        label: attr(el, 'data-label') || text(el) || 'Sign In',
      };
    case 'bestseller-slider': {
      const categoryId = attr(el, 'data-category-id');
      return {
        type: 'bestseller-slider',
        ...base(ctx, el, 'default'),
        title: titleOf(el),
        ...(categoryId ? { categoryId } : {}),
        count: number(attr(el, 'data-count'), 10),
      };
    }
    case 'blog-slider': {
      const categoryId = attr(el, 'data-category-id');
      return {
        type: 'blog-slider',
        ...base(ctx, el, 'default'),
        title: titleOf(el),
        postIds: splitList(attr(el, 'data-post-ids')),
        ...(categoryId ? { categoryId } : {}),
        count: number(attr(el, 'data-count'), 6),
      };
    }
    case 'bundle': {
      const sku = (attr(el, 'data-sku') ?? '').trim();
      const skus = splitList(attr(el, 'data-skus'));
      if (!sku && skus.length === 0) warn(ctx, 'Bundle block has no SKU');
      const price = Number.parseFloat(attr(el, 'data-price') ?? '');
      return {
        type: 'bundle',
        ...base(ctx, el, 'default'),
        sku,
        skus,
        ...(Number.isFinite(price) && price > 0 ? { price } : {}),
        title: titleOf(el),
        description: descriptionOf(ctx, el),
      };
    }
    case 'category-picker': {
      const categoryIds = splitList(attr(el, 'data-category-ids'));
      if (categoryIds.length === 0) warn(ctx, 'Category picker lists no categories');
      return { type: 'category-picker', ...base(ctx, el, 'default'), title: titleOf(el), categoryIds };
    }
    default:
      warn(ctx, `Unknown content type "${contentType}": its children are shown`);
      {
        const children = childBlocks(ctx, el);
        return {
          type: 'unknown',
          ...base(ctx, el, 'default'),
          contentType,
          children,
          // Without Page Builder children, the element's own markup is what there is to show.
          html: children.length === 0 ? innerHtml(ctx, el) : '',
        };
      }
  }
}

/** Parses Page Builder HTML into blocks. Plain (non-Page Builder) HTML becomes one `html` block. */
export function parsePageBuilder(html: string, deps: ParseDeps): ParseResult {
  // Directives are resolved on the raw HTML first: Magento's WYSIWYG writes them with nested
  // quotes (`src="{{media url="a.png"}}"`), which no HTML parser reads as intended.
  const doc = deps.parse(resolveDirectives(html));
  const ctx: Context = {
    warnings: [],
    sanitize: deps.sanitize ?? ((value) => value),
    pbStyles: collectPbStyles(descendants(doc, isTag('style')).map((s) => s.textContent ?? '')),
  };
  const root = doc.body ?? doc.documentElement;
  if (!root) return { blocks: [], warnings: [] };
  // Top-level markup that is not Page Builder's (legacy WYSIWYG content, a pasted snippet) is
  // kept as html blocks, in order, so nothing an author wrote disappears.
  const blocks: Block[] = [];
  let loose = '';
  const flush = () => {
    const html = authoredHtml(ctx, loose);
    if (html) blocks.push({ type: 'html', appearance: 'default', style: {}, cssClasses: [], html });
    loose = '';
  };
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === TEXT_NODE) {
      loose += escapeText(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const el = node as Element;
    if (el.tagName.toLowerCase() === 'style') continue;
    if (contentTypeOf(el)) {
      flush();
      blocks.push(parseElement(ctx, el));
    } else if (firstDescendant(el, (d) => d.hasAttribute('data-content-type'))) {
      flush();
      blocks.push(...childBlocks(ctx, el));
    } else {
      loose += el.outerHTML;
    }
  }
  flush();
  return { blocks, warnings: ctx.warnings };
}
