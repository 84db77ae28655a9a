import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardRef } from '../data/pageContent';
import type { Block, BlockType } from '../types';
import { PageBuilder } from './PageBuilder';
import { findPriorityBlock } from './priority';
import { ALL_MODULE_IDS, loadModule, moduleFor, viewFor } from './registry';
import { parseForTest, withProviders } from './testing';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}.html`, import.meta.url), 'utf8');

/** Every block type; a Record, so a new type fails to compile until it is listed (and mapped). */
const EVERY_TYPE: Record<BlockType, true> = {
  row: true,
  'column-group': true,
  'column-line': true,
  column: true,
  text: true,
  html: true,
  heading: true,
  image: true,
  video: true,
  banner: true,
  slider: true,
  buttons: true,
  'button-item': true,
  divider: true,
  tabs: true,
  'tab-item': true,
  faq: true,
  products: true,
  block: true,
  map: true,
  newsletter: true,
  'bulk-buy': true,
  'business-submission-form': true,
  'contact-form': true,
  'product-quiz': true,
  'quiz-promo': true,
  'promo-bar': true,
  'login-popup-button': true,
  'bestseller-slider': true,
  'blog-slider': true,
  bundle: true,
  'category-picker': true,
  unknown: true,
};

async function render(html: string, options: Parameters<typeof parseForTest>[1] = {}, priority = true) {
  const content = parseForTest(html, options);
  const tree = await withProviders(<PageBuilder content={content} priority={priority} />, [content]);
  return renderToString(tree);
}

/** A product as the batched query returns it (the ProductCardView fragment's fields). */
function product(sku: string, name: string): ProductCardRef {
  return {
    __typename: 'SimpleProduct',
    uid: sku,
    sku,
    name,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    canonical_url: `${sku.toLowerCase()}.html`,
    stock_status: 'IN_STOCK',
    is_coming_soon: false,
    max_qty: 10,
    collection: 'Arctic Berry',
    volume: '30 ml',
    presentation_title: null,
    small_image: { url: `/media/${sku}.svg`, label: name },
    hover_image: null,
    price_range: {
      minimum_price: {
        regular_price: { value: 49, currency: 'EUR' },
        final_price: { value: 39.2, currency: 'EUR' },
        discount: { amount_off: 9.8, percent_off: 20 },
      },
      maximum_price: {
        regular_price: { value: 49, currency: 'EUR' },
        final_price: { value: 39.2, currency: 'EUR' },
      },
    },
    labels: [],
  } as unknown as ProductCardRef;
}

afterEach(() => vi.restoreAllMocks());

describe('block views', { timeout: 60_000 }, () => {
  it('maps every block type to a view module that renders it', async () => {
    expect(ALL_MODULE_IDS.length).toBeGreaterThan(5);
    for (const type of Object.keys(EVERY_TYPE) as BlockType[]) {
      const id = moduleFor(type);
      const views = await loadModule(id);
      expect(views[type], `${type} in the ${id} module`).toBeTypeOf('function');
      expect(viewFor(type)).toBe(views[type]);
    }
  });

  it('renders every fixture without a render error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const name of [
      'row',
      'columns',
      'text-html-heading',
      'image',
      'video',
      'banner',
      'slider',
      'buttons',
      'divider',
      'tabs',
      'faq',
      'products',
      'block',
      'map',
      'shop-blocks',
      'links',
      'unknown',
    ]) {
      const html = await render(fixture(name));
      expect(html.length, name).toBeGreaterThan(0);
    }
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('the rendered page', { timeout: 60_000 }, () => {
  it('renders a slider of banners with their messages, buttons and links', async () => {
    const html = await render(fixture('slider'));
    expect(html).toContain('Cloudberry');
    expect(html).toContain('Discover');
    expect(html).toContain('href="/skincare.html"');
  });

  it('gives the first banner image priority (eager, high fetch priority, srcset) and no other', async () => {
    const html = await render(fixture('slider') + fixture('image'));
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const eager = images.filter((img) => /loading="eager"/.test(img));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/fetchPriority="high"/i);
    expect(eager[0]).toContain('/media/wysiwyg/slides/one.jpg');
    expect(eager[0]).toMatch(/srcSet="[^"]*one\.jpg\?width=640 640w/);
    expect(images.filter((img) => /loading="lazy"/.test(img)).length).toBeGreaterThan(0);
  });

  it('gives no priority when the content is not the main content (the footer)', async () => {
    const html = await render(fixture('slider'), {}, false);
    expect(html).not.toMatch(/loading="eager"/);
  });

  it('finds the first visible banner or image as the LCP candidate', () => {
    const { blocks } = parseForTest(fixture('row') + fixture('image'));
    const first = findPriorityBlock(blocks);
    expect(first?.type).toBe('image');
    const hidden: Block[] = [{ ...(first as Block), style: { hidden: true } }];
    expect(findPriorityBlock(hidden)).toBeNull();
  });

  it('shows a parallax unit error in the preview only', async () => {
    const html =
      '<div data-content-type="row" data-appearance="full-width" data-element="main"><div data-element="inner" data-enable-parallax="1" data-parallax-start="0px" data-parallax-end="10%"><div data-content-type="text" data-appearance="default" data-element="main"><p>Row text</p></div></div></div>';
    const content = parseForTest(html);
    const preview = renderToString(
      await withProviders(<PageBuilder content={content} mode="preview" />, [content]),
    );
    expect(preview).toContain('Must provide matching units');
    expect(preview).toContain('Row text');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const live = renderToString(
      await withProviders(<PageBuilder content={content} mode="live" />, [content]),
    );
    expect(live).not.toContain('Must provide matching units');
    expect(live).toContain('Row text');
  });

  it('renders unknown content types with their children and logs each type once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await render(fixture('unknown') + fixture('unknown'));
    expect(html.match(/Christmas sale ends soon/g)).toHaveLength(2);
    expect(html.match(/3 days left/g)).toHaveLength(2);
    // Once per type and process (an earlier test may have logged it already), never per block.
    const logged = warn.mock.calls.filter(([m]) => String(m).includes('"countdown-timer"'));
    expect(logged.length).toBeLessThanOrEqual(1);
  });

  it('shows product blocks with the API products of the batched query, in the condition order', async () => {
    const html = await render(fixture('products'), {
      products: {
        'AB-SER-01': product('AB-SER-01', 'Lingonberry Serum'),
        'AB-MOI-02': product('AB-MOI-02', 'Oat Moisturiser'),
        'AB-TOP-03': product('AB-TOP-03', 'Birch Toner'),
      },
      categoryProducts: { '14': ['AB-TOP-03'] },
    });
    const serum = html.indexOf('Lingonberry Serum');
    const cream = html.indexOf('Oat Moisturiser');
    expect(serum).toBeGreaterThan(-1);
    expect(cream).toBeGreaterThan(serum);
    expect(html).toContain('Birch Toner');
    expect(html).toContain('href="/ab-ser-01.html"');
  });

  it('renders an FAQ with FAQPage JSON-LD in the server HTML', async () => {
    const html = await render(fixture('faq'));
    expect(html).toContain('application/ld+json');
    expect(html).toContain('FAQPage');
    expect(html).toContain('How long does shipping take?');
  });

  it('shows an embedded CMS block, or the error that stopped it (spec §8)', async () => {
    const ok = await render(fixture('block'), {
      cmsBlocks: { 'home-usp': parseForTest('<p>Free samples with every order</p>') },
    });
    expect(ok).toContain('Free samples with every order');
    const failed = await render(fixture('block'), {
      cmsBlocks: { 'home-usp': { error: 'The CMS block with the "home-usp" ID doesn\'t exist.' } },
    });
    expect(failed).toContain('This content could not be loaded: The CMS block with the');
  });

  it('keeps the page when a block fails in the browser, showing the problem only in the preview', async () => {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://shop.test/' });
    vi.stubGlobal('window', dom.window);
    vi.stubGlobal('document', dom.window.document);
    vi.stubGlobal('navigator', dom.window.navigator);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const content = parseForTest('<p>Before</p>');
    // A malformed block (its text missing) makes the heading view throw.
    const broken = {
      type: 'heading',
      level: 2,
      appearance: 'default',
      style: {},
      cssClasses: [],
    } as unknown as Block;
    content.blocks.push(broken, ...parseForTest('<p>After</p>').blocks);
    for (const mode of ['live', 'preview'] as const) {
      const root = createRoot(dom.window.document.getElementById('root')!);
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
      await act(async () =>
        root.render(await withProviders(<PageBuilder content={content} mode={mode} />, [content])),
      );
      const text = dom.window.document.body.textContent ?? '';
      expect(text).toContain('Before');
      expect(text).toContain('After');
      if (mode === 'preview') expect(text).toMatch(/heading: /);
      else expect(text).not.toMatch(/heading: /);
      await act(async () => root.unmount());
    }
    vi.unstubAllGlobals();
  });
});
