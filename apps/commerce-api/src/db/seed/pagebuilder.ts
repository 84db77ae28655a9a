/**
 * Builders for Magento Page Builder HTML, so seeded CMS content has the exact markup
 * a real Magento 2.4 store returns (data-content-type / data-appearance / data-element).
 */
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Page Builder stores background images as backslash-escaped JSON inside an HTML attribute. */
function backgroundImages(desktop: string, mobile = desktop): string {
  return `{\\&quot;desktop_image\\&quot;:\\&quot;${desktop}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;${mobile}\\&quot;}`;
}

export function row(
  children: string,
  appearance: 'contained' | 'full-width' | 'full-bleed' = 'contained',
): string {
  return `<div data-content-type="row" data-appearance="${appearance}" data-element="main"><div data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="inner">${children}</div></div>`;
}

export function heading(text: string, level: 1 | 2 | 3 | 4 = 2): string {
  return `<h${level} data-content-type="heading" data-appearance="default" data-element="main">${esc(text)}</h${level}>`;
}

export function text(html: string): string {
  return `<div data-content-type="text" data-appearance="default" data-element="main">${html}</div>`;
}

export interface ButtonDef {
  label: string;
  href: string;
  linkType?: 'default' | 'category' | 'product' | 'page';
  style?: 'primary' | 'secondary' | 'link';
}

export function buttons(items: ButtonDef[]): string {
  const inner = items
    .map(
      (b) =>
        `<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-${b.style ?? 'primary'}" href="${esc(b.href)}" target="" data-link-type="${b.linkType ?? 'default'}" data-element="link"><span data-element="link_text">${esc(b.label)}</span></a></div>`,
    )
    .join('');
  return `<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main">${inner}</div>`;
}

export function image(src: string, alt: string, caption?: string): string {
  return `<figure data-content-type="image" data-appearance="full-width" data-element="main"><img class="pagebuilder-mobile-hidden" src="${esc(src)}" alt="${esc(alt)}" title="" data-element="desktop_image"><img class="pagebuilder-mobile-only" src="${esc(src)}" alt="${esc(alt)}" title="" data-element="mobile_image">${caption ? `<figcaption data-element="caption">${esc(caption)}</figcaption>` : ''}</figure>`;
}

export function banner(opts: {
  image: string;
  title: string;
  body: string;
  button: string;
  href: string;
}): string {
  return `<div data-content-type="banner" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main"><a href="${esc(opts.href)}" target="" data-link-type="category" title="" data-element="link"><div class="pagebuilder-banner-wrapper" data-background-images="${backgroundImages(opts.image)}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" data-element="overlay"><div class="pagebuilder-poster-content"><div data-element="content"><h1>${esc(opts.title)}</h1><p>${esc(opts.body)}</p></div><button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button">${esc(opts.button)}</button></div></div></div></a></div>`;
}

/** Column group (2.4.4+ markup: column-group > column-line > column). */
export function columns(cols: string[]): string {
  const width = `${(100 / cols.length).toFixed(4)}%`;
  const inner = cols
    .map(
      (c) =>
        `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" style="width: ${width};">${c}</div>`,
    )
    .join('');
  return `<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main"><div class="pagebuilder-column-line" data-content-type="column-line" data-element="main">${inner}</div></div>`;
}

export function htmlCode(html: string): string {
  return `<div data-content-type="html" data-appearance="default" data-element="main">${esc(html)}</div>`;
}

/** Inline style Page Builder writes for margins/paddings (px), e.g. `style(40, 0)`. */
function spacing(
  margin?: [number, number, number, number],
  padding?: [number, number, number, number],
): string {
  const px = (v: [number, number, number, number]) => v.map((n) => `${n}px`).join(' ');
  const parts = [margin ? `margin: ${px(margin)};` : '', padding ? `padding: ${px(padding)};` : ''];
  return parts.filter(Boolean).join(' ');
}

export interface RowOptions {
  appearance?: 'contained' | 'full-width' | 'full-bleed';
  /** Margin below the row in px (Page Builder's default is 0; pages space their sections). */
  marginBottom?: number;
  padding?: [number, number, number, number];
  backgroundColor?: string;
  backgroundImage?: string;
  parallax?: { speed: number };
  textAlign?: 'left' | 'center' | 'right';
  classes?: string;
}

/** A row with spacing, background colour/image and optional parallax. */
export function section(children: string, opts: RowOptions = {}): string {
  const style = [
    spacing([0, 0, opts.marginBottom ?? 48, 0], opts.padding),
    opts.backgroundColor ? `background-color: ${opts.backgroundColor};` : '',
    opts.textAlign ? `text-align: ${opts.textAlign};` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const images = opts.backgroundImage ? backgroundImages(opts.backgroundImage) : '{}';
  const parallax = opts.parallax
    ? `data-enable-parallax="1" data-parallax-speed="${opts.parallax.speed}"`
    : 'data-enable-parallax="0" data-parallax-speed="0.5"';
  return `<div data-content-type="row" data-appearance="${opts.appearance ?? 'contained'}" data-element="main"${opts.classes ? ` class="${opts.classes}"` : ''}><div ${parallax} data-background-images="${images}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="inner" style="${style}">${children}</div></div>`;
}

export interface SlideDef {
  name: string;
  image: string;
  mobileImage?: string;
  /** The message: HTML (e.g. `<h1>…</h1><p>…</p>`). */
  content: string;
  button: string;
  href: string;
  appearance?: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  overlayColor?: string;
  /** Light text on the dark image. */
  light?: boolean;
}

function slideOrBanner(kind: 'slide' | 'banner', s: SlideDef, minHeight: number): string {
  const wrapper = kind === 'slide' ? 'pagebuilder-slide-wrapper' : 'pagebuilder-banner-wrapper';
  const overlayClass =
    (s.appearance ?? 'poster') === 'poster'
      ? 'pagebuilder-overlay pagebuilder-poster-overlay'
      : 'pagebuilder-overlay';
  const contentClass =
    (s.appearance ?? 'poster') === 'poster' ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content';
  return `<div data-content-type="${kind}"${kind === 'slide' ? ` data-slide-name="${esc(s.name)}"` : ''} data-appearance="${s.appearance ?? 'poster'}" data-show-button="always" data-show-overlay="${s.overlayColor ? 'always' : 'never'}" data-element="main"${s.light ? ' class="text-light"' : ''}><a href="${esc(s.href)}" target="" data-link-type="default" title="" data-element="link"><div class="${wrapper}" data-background-images="${backgroundImages(s.image, s.mobileImage ?? s.image)}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" style="background-position: center center; background-size: cover; background-repeat: no-repeat; min-height: ${minHeight}px;"><div class="${overlayClass}" data-overlay-color="${s.overlayColor ?? ''}" data-element="overlay"><div class="${contentClass}"><div data-element="content">${s.content}</div><button type="button" class="pagebuilder-${kind}-button pagebuilder-button-primary" data-element="button">${esc(s.button)}</button></div></div></div></a></div>`;
}

/** Page Builder slider of poster slides (autoplay, arrows, dots). */
export function slider(
  slides: SlideDef[],
  opts: { autoplaySpeed?: number; minHeight?: number } = {},
): string {
  const h = opts.minHeight ?? 460;
  return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="${opts.autoplaySpeed ?? 6000}" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" style="min-height: ${h}px;">${slides.map((s) => slideOrBanner('slide', s, h)).join('')}</div>`;
}

/** A banner with a slide's options (appearance, overlay, light text). */
export function promoBanner(s: SlideDef, minHeight = 360): string {
  return slideOrBanner('banner', s, minHeight);
}

const productsWidgetConditions = (attribute: 'sku' | 'category_ids', operator: string, value: string) =>
  `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`${operator}\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`${attribute}\`,\`value\`:\`${value}\`^]^]`;

/** Magento's Products content type (grid or carousel) selecting SKUs or one category. */
export function products(
  select: { skus: string[] } | { categoryId: number },
  opts: { appearance?: 'grid' | 'carousel'; count?: number } = {},
): string {
  const appearance = opts.appearance ?? 'grid';
  const count = opts.count ?? ('skus' in select ? select.skus.length : 8);
  const [option, value, conditions] =
    'skus' in select
      ? ['sku', select.skus.join(','), productsWidgetConditions('sku', '()', select.skus.join(', '))]
      : [
          'category_ids',
          String(select.categoryId),
          productsWidgetConditions('category_ids', '==', String(select.categoryId)),
        ];
  const template =
    appearance === 'carousel'
      ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml'
      : 'Magento_CatalogWidget::product/widget/content/grid.phtml';
  const carousel =
    appearance === 'carousel'
      ? ' data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="false" data-carousel-mode="default" data-center-padding="90px"'
      : '';
  return `<div data-content-type="products" data-appearance="${appearance}"${carousel} data-element="main">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${template}" anchor_text="" id_path="" show_pager="0" products_count="${count}" condition_option="${option}" condition_option_value="${value}" type_name="Catalog Products List" conditions_encoded="${conditions}" sort_order="${'skus' in select ? 'position_by_sku' : 'position'}"}}</div>`;
}

/** A shop content type: `<div data-content-type="…" data-…>` with optional inner parts. */
function shopBlock(type: string, attrs: Record<string, string | number | undefined>, inner = ''): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` data-${k}="${esc(String(v))}"`)
    .join('');
  return `<div data-content-type="${type}" data-appearance="default"${a} data-element="main">${inner}</div>`;
}

export const categoryPicker = (title: string, categoryIds: number[]) =>
  shopBlock('category-picker', { title, 'category-ids': categoryIds.join(',') });

export const bestsellerSlider = (title: string, count = 10, categoryId?: number) =>
  shopBlock('bestseller-slider', { title, count, 'category-id': categoryId });

export const blogSlider = (title: string, count = 6) => shopBlock('blog-slider', { title, count });

export const quizPromo = (opts: { title: string; text: string; buttonText: string; link: string }) =>
  shopBlock('quiz-promo', {
    title: opts.title,
    text: opts.text,
    'button-text': opts.buttonText,
    link: opts.link,
  });

export const productQuiz = (title: string, quizId = 'skin-quiz') =>
  shopBlock('product-quiz', { title, 'quiz-id': quizId });

export const newsletter = (title: string, descriptionHtml: string) =>
  shopBlock('newsletter', { title }, `<div data-element="description">${descriptionHtml}</div>`);

export const contactForm = (title: string, descriptionHtml = '') =>
  shopBlock(
    'contact-form',
    { title },
    descriptionHtml ? `<div data-element="description">${descriptionHtml}</div>` : '',
  );

export const businessForm = (title: string, descriptionHtml: string) =>
  shopBlock(
    'business-submission-form',
    { title },
    `<div data-element="description">${descriptionHtml}</div>`,
  );

export const bulkBuy = (title: string, skus: string[]) =>
  shopBlock('bulk-buy', { title, skus: skus.join(',') });

export const bundle = (opts: { title: string; skus: string[]; price?: number; descriptionHtml?: string }) =>
  shopBlock(
    'bundle',
    { title: opts.title, skus: opts.skus.join(','), price: opts.price },
    opts.descriptionHtml ? `<div data-element="description">${opts.descriptionHtml}</div>` : '',
  );

/** FAQ block: question/answer pairs (answers are HTML). Rendered with FAQPage JSON-LD. */
export function faq(items: [string, string][]): string {
  const inner = items
    .map(
      ([q, a]) =>
        `<div data-content-type="faq-item" data-appearance="default" data-element="main"><h3 data-element="question">${esc(q)}</h3><div data-element="answer">${a}</div></div>`,
    )
    .join('');
  return `<div data-content-type="faq" data-appearance="default" data-element="main">${inner}</div>`;
}

export interface MapLocationDef {
  name: string;
  lat: number;
  lng: number;
  comment: string;
  phone: string;
  address: string;
  city: string;
  zipcode: string;
  country: string;
}

/** Page Builder map (locations as the escaped JSON Page Builder stores). */
export function map(locations: MapLocationDef[], height = 360): string {
  const json = JSON.stringify(
    locations.map((l, i) => ({
      position: { latitude: l.lat, longitude: l.lng },
      location_name: l.name,
      comment: l.comment,
      phone: l.phone,
      address: l.address,
      city: l.city,
      state: '',
      zipcode: l.zipcode,
      country: l.country,
      record_id: i,
    })),
  ).replace(/"/g, '\\&quot;');
  return `<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="${json}" data-element="main" style="height: ${height}px;"></div>`;
}

/** Page Builder video (embed URL or file). */
export function video(src: string, maxWidth = '960px'): string {
  return `<div data-content-type="video" data-appearance="default" data-element="main" style="text-align: center;"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: ${maxWidth};"><div class="pagebuilder-video-wrapper" data-element="wrapper"><div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${esc(src)}" data-element="video"></iframe></div></div></div></div>`;
}

/** Page Builder tabs: [name, content HTML of Page Builder blocks][]. */
export function tabs(items: [string, string][]): string {
  const header = items
    .map(
      ([name], i) =>
        `<li role="tab" class="tab-header${i === 0 ? ' active ui-state-active' : ''}"><a href="#tab-${i}" class="tab-title"><span class="tab-title">${esc(name)}</span></a></li>`,
    )
    .join('');
  const panels = items
    .map(
      ([name, content], i) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${esc(name)}" data-background-images="{}" data-element="main" id="tab-${i}">${content}</div>`,
    )
    .join('');
  return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="0" data-element="main"><ul role="tablist" class="tabs-navigation" data-element="navigation">${header}</ul><div class="tabs-content" data-element="content">${panels}</div></div>`;
}

export function divider(): string {
  return `<div data-content-type="divider" data-appearance="default" data-element="main"><hr data-element="line" style="width: 100%; border-width: 1px;"></div>`;
}

/** Embeds a CMS block by identifier (Magento's CMS Static Block widget). */
export function cmsBlock(identifier: string): string {
  return `<div data-content-type="block" data-appearance="default" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${esc(identifier)}" type_name="CMS Static Block"}}</div>`;
}
