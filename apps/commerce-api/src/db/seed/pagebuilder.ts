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
