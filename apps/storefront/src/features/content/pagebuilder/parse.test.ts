import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { blocksFor, pagesFor } from '../../../../../commerce-api/src/db/seed/cms-data';
import { categoryBlocksFor, servicePagesFor } from '../../../../../commerce-api/src/db/seed/cms-more';
import { createServerSanitizer } from '../cms/sanitize.server';
import { decodeConditions, parseWidgetDirective, resolveDirectives } from './directives';
import { INVALID_UNIT, parallaxUnits, UNMATCHED_UNITS } from './parallax';
import { parsePageBuilder } from './parse';
import { linkOfBlock, walkBlocks } from './refs';
import { queryRefs } from './data/loadPageContent';
import { type Block, type BlockType, CUSTOM_CONTENT_TYPES } from './types';

const deps = { parse: (html: string) => new JSDOM(html).window.document };
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const parse = (html: string) => parsePageBuilder(html, deps);

/** Narrows a block to one type, failing the test otherwise. */
function as<T extends Block['type']>(block: Block | undefined, type: T): Extract<Block, { type: T }> {
  expect(block?.type).toBe(type);
  return block as Extract<Block, { type: T }>;
}

/** Where each block type's fixture lives; a Record, so a new block type fails to compile here. */
const FIXTURE_OF: Record<BlockType, string> = {
  row: 'row',
  'column-group': 'columns',
  'column-line': 'columns',
  column: 'columns',
  text: 'text-html-heading',
  html: 'text-html-heading',
  heading: 'text-html-heading',
  image: 'image',
  video: 'video',
  banner: 'banner',
  slider: 'slider',
  buttons: 'buttons',
  'button-item': 'buttons',
  divider: 'divider',
  tabs: 'tabs',
  'tab-item': 'tabs',
  faq: 'faq',
  products: 'products',
  block: 'block',
  map: 'map',
  newsletter: 'shop-blocks',
  'bulk-buy': 'shop-blocks',
  'business-submission-form': 'shop-blocks',
  'contact-form': 'shop-blocks',
  'product-quiz': 'shop-blocks',
  'quiz-promo': 'shop-blocks',
  'promo-bar': 'shop-blocks',
  'login-popup-button': 'shop-blocks',
  'bestseller-slider': 'shop-blocks',
  'blog-slider': 'shop-blocks',
  bundle: 'shop-blocks',
  'category-picker': 'shop-blocks',
  unknown: 'unknown',
};

describe('fixtures', () => {
  it.each(Object.entries(FIXTURE_OF))('cover the %s block (fixtures/%s.html)', (type, name) => {
    const types = [...walkBlocks(parse(fixture(name)).blocks)].map((b) => b.type);
    expect(types).toContain(type);
  });
});

describe('row', () => {
  const { blocks, warnings } = parse(fixture('row'));

  it('reads a contained row with data-pb-style styles, background images and parallax', () => {
    const row = as(blocks[0], 'row');
    expect(row.appearance).toBe('contained');
    expect(row.parallax).toEqual({ enabled: true, speed: 0.3 });
    expect(row.background.images).toEqual({
      desktop: '/media/wysiwyg/home/rowbg.jpg',
      mobile: '/media/wysiwyg/home/rowbg-mobile.jpg',
    });
    expect(row.background.color).toBe('rgb(240, 236, 228)');
    expect(row.background.size).toBe('cover');
    expect(row.background.repeat).toBe(false);
    // The @media override is the mobile value, not the desktop one.
    expect(row.style.minHeight).toBe('400px');
    expect(row.mobileStyle).toEqual({ minHeight: '200px' });
    expect(row.style.margin).toEqual({ top: 0, right: 0, bottom: 10, left: 0 });
    expect(row.style.padding).toEqual({ top: 40, right: 10, bottom: 40, left: 10 });
    expect(row.style.textAlign).toBe('center');
    expect(row.style.justifyContent).toBe('flex-start');
    expect(row.children).toEqual([expect.objectContaining({ type: 'heading', text: 'Nordic rituals' })]);
  });

  it('reads a full-width row with a video background', () => {
    const row = as(blocks[1], 'row');
    expect(row.appearance).toBe('full-width');
    expect(row.parallax.enabled).toBe(false);
    expect(row.background.video).toEqual({
      src: 'https://www.youtube.com/watch?v=abc123',
      loop: false,
      playOnlyVisible: true,
      lazyLoad: false,
      fallbackImage: '/media/wysiwyg/video-fallback.jpg',
      overlayColor: 'rgba(0,0,0,0.3)',
    });
    expect(row.style.padding).toEqual({ top: 10, right: 10, bottom: 10, left: 10 });
    expect(row.children.map((c) => c.type)).toEqual(['text']);
  });

  it('reads a full-bleed row with a background colour only', () => {
    const row = as(blocks[2], 'row');
    expect(row.appearance).toBe('full-bleed');
    expect(row.background).toEqual(expect.objectContaining({ color: '#1f2a44', images: {} }));
    expect(row.children).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

describe('column group, line and columns', () => {
  it('reads widths, backgrounds and nested content', () => {
    const { blocks, warnings } = parse(fixture('columns'));
    const group = as(as(blocks[0], 'row').children[0], 'column-group');
    expect(group.gridSize).toBe(12);
    const line = as(group.children[0], 'column-line');
    const [first, second] = line.children;
    const col1 = as(first, 'column');
    expect(col1.widthPercent).toBeCloseTo(33.3333);
    expect(col1.appearance).toBe('full-height');
    expect(col1.cssClasses).toEqual(['usp']);
    expect(col1.background.images.desktop).toBe('/media/wysiwyg/col-bg.png');
    expect(col1.background.color).toBe('rgb(255, 255, 255)');
    expect(col1.children).toEqual([expect.objectContaining({ type: 'text', html: '<p>Free samples</p>' })]);
    expect(as(second, 'column').widthPercent).toBeCloseTo(66.6667);
    expect(warnings).toEqual([]);
  });
});

describe('heading, text and html', () => {
  const { blocks } = parse(fixture('text-html-heading'));

  it('reads heading levels and text alignment', () => {
    expect(as(blocks[0], 'heading')).toEqual(
      expect.objectContaining({ level: 1, text: 'Our story', style: { textAlign: 'center' } }),
    );
    expect(as(blocks[1], 'heading')).toEqual(expect.objectContaining({ level: 4, text: 'Small print' }));
  });

  it('keeps text HTML and resolves media and store directives in it', () => {
    const block = as(blocks[2], 'text');
    expect(block.html).toContain('<strong>Rovaniemi</strong>');
    expect(block.html).toContain('src="/media/wysiwyg/sign.png"');
    expect(block.html).toContain('href="/about-us"');
    expect(block.style.margin).toEqual({ top: 0, right: 0, bottom: 20, left: 0 });
  });

  it('unescapes the html content type once', () => {
    const block = as(blocks[3], 'html');
    expect(block.html).toBe(
      '<div class="custom-usp"><span>Free &amp; fast</span><img src="/media/wysiwyg/usp.svg"></div>',
    );
  });
});

describe('image', () => {
  const { blocks, warnings } = parse(fixture('image'));

  it('reads desktop and mobile images, alt, link and caption', () => {
    const image = as(blocks[0], 'image');
    expect(image.images).toEqual({
      desktop: '/media/wysiwyg/serums-desktop.jpg',
      mobile: '/media/wysiwyg/serums-mobile.jpg',
    });
    expect(image.alt).toBe('Cloudberry serum');
    expect(image.title).toBe('Serum');
    expect(image.caption).toBe('Our bestselling serum');
    expect(image.link).toEqual({ href: '/skincare/serums.html', linkType: 'category', openInNewTab: true });
    expect(image.style.borderRadius).toBe(4);
  });

  it('warns about an image block without an image', () => {
    expect(as(blocks[1], 'image').images).toEqual({});
    expect(warnings).toEqual(['Image block has no image']);
  });
});

describe('video', () => {
  it('reads embeds and files', () => {
    const { blocks, warnings } = parse(fixture('video'));
    expect(as(blocks[0], 'video')).toEqual(
      expect.objectContaining({
        kind: 'iframe',
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1',
        autoplay: true,
        maxWidth: '600px',
      }),
    );
    expect(as(blocks[1], 'video')).toEqual(
      expect.objectContaining({ kind: 'file', src: '/media/wysiwyg/ritual.mp4', autoplay: false }),
    );
    expect(warnings).toEqual([]);
  });

  it('warns about a video without a source', () => {
    const { warnings } = parse('<div data-content-type="video" data-element="main"></div>');
    expect(warnings).toEqual(['Video block has no video source']);
  });
});

describe('banner', () => {
  const { blocks, warnings } = parse(fixture('banner'));

  it('reads appearance, images, overlay, button, link and content', () => {
    const banner = as(blocks[0], 'banner');
    expect(banner.appearance).toBe('collage-left');
    expect(banner.background.images).toEqual({
      desktop: '/media/wysiwyg/banners/winter.jpg',
      mobile: '/media/wysiwyg/banners/winter-m.jpg',
    });
    expect(banner.showOverlay).toBe('always');
    expect(banner.overlayColor).toBe('rgba(0,0,0,0.4)');
    expect(banner.showButton).toBe('hover');
    expect(banner.button).toEqual({ text: 'Shop winter', style: 'secondary' });
    expect(banner.link).toEqual({ href: '/skincare.html', linkType: 'default', openInNewTab: true });
    expect(banner.content).toBe('<h2>Winter care</h2><p>For the long polar night.</p>');
    expect(banner.style.minHeight).toBe('300px');
    expect(banner.style.borderRadius).toBe(8);
  });

  it('reads a text-only poster and warns that it has no image', () => {
    const banner = as(blocks[1], 'banner');
    expect(banner.appearance).toBe('poster');
    expect(banner.button).toBeUndefined();
    expect(banner.link).toBeUndefined();
    expect(banner.content).toBe('<p>Text only</p>');
    expect(warnings).toEqual(['Banner has no background image']);
  });
});

describe('slider', () => {
  it('reads settings and slides as banners', () => {
    const { blocks, warnings } = parse(fixture('slider'));
    const slider = as(blocks[0], 'slider');
    expect(slider).toEqual(
      expect.objectContaining({
        autoplay: true,
        autoplaySpeed: 5000,
        fade: true,
        infiniteLoop: true,
        showArrows: true,
        showDots: false,
      }),
    );
    expect(slider.style.minHeight).toBe('400px');
    expect(slider.slides).toHaveLength(2);
    const [one, two] = slider.slides;
    expect(one).toEqual(
      expect.objectContaining({
        type: 'banner',
        name: 'Cloudberry',
        appearance: 'poster',
        showOverlay: 'hover',
        button: { text: 'Discover', style: 'primary' },
        link: { href: '/skincare.html', linkType: 'category', openInNewTab: false },
        content: '<h2>Cloudberry</h2>',
      }),
    );
    expect(one?.background.images.mobile).toBe('/media/wysiwyg/slides/one-m.jpg');
    expect(two).toEqual(expect.objectContaining({ name: 'Birch', appearance: 'collage-right' }));
    expect(two?.background.images).toEqual({ desktop: '/media/wysiwyg/slides/two.jpg' });
    expect(warnings).toEqual([]);
  });

  it('uses Page Builder defaults when attributes are missing', () => {
    const slider = as(
      parse('<div data-content-type="slider" data-element="main"></div>').blocks[0],
      'slider',
    );
    expect(slider).toEqual(
      expect.objectContaining({ autoplay: false, autoplaySpeed: 4000, showDots: true, showArrows: false }),
    );
  });
});

describe('buttons', () => {
  it('reads appearance, same width and each button', () => {
    const { blocks } = parse(fixture('buttons'));
    const buttons = as(blocks[0], 'buttons');
    expect(buttons.appearance).toBe('stacked');
    expect(buttons.sameWidth).toBe(true);
    expect(buttons.style.textAlign).toBe('center');
    expect(buttons.items.map((b) => [b.text, b.buttonStyle, b.link?.href])).toEqual([
      ['Serums', 'primary', '/skincare/serums.html'],
      ['Journal', 'link', 'https://example.com/journal'],
      ['No link', 'primary', undefined],
    ]);
    expect(buttons.items[1]?.link?.openInNewTab).toBe(true);
  });
});

describe('links stored as widget directives', () => {
  it('keep the category, product or page they point at for the app to resolve', () => {
    const { blocks, warnings } = parse(fixture('links'));
    expect(as(blocks[0], 'buttons').items.map((b) => b.link)).toEqual([
      { href: '', linkType: 'category', openInNewTab: false, entity: { kind: 'category', id: '5' } },
      { href: '', linkType: 'product', openInNewTab: true, entity: { kind: 'product', id: '42' } },
      { href: '', linkType: 'page', openInNewTab: false, entity: { kind: 'page', id: '2' } },
    ]);
    expect(as(blocks[1], 'image').link?.entity).toEqual({ kind: 'category', id: '5' });
    const entities = [...walkBlocks(blocks)].flatMap((b) => linkOfBlock(b)?.entity ?? []);
    // Each target once, in page order (what the app resolves).
    expect([...new Map(entities.map((e) => [`${e.kind}:${e.id}`, e])).values()]).toEqual([
      { kind: 'category', id: '5' },
      { kind: 'product', id: '42' },
      { kind: 'page', id: '2' },
    ]);
    expect(queryRefs([blocks]).categoryIds).toEqual(['5']);
    expect(warnings).toEqual([]);
  });
});

describe('divider', () => {
  it('reads the line', () => {
    const divider = as(parse(fixture('divider')).blocks[0], 'divider');
    expect(divider.line).toEqual({ width: '50%', thickness: 2, color: 'rgb(206, 206, 206)' });
    expect(divider.style.margin).toEqual({ top: 20, right: 0, bottom: 20, left: 0 });
  });
});

describe('tabs', () => {
  it('reads tab items, the active tab and alignment', () => {
    const { blocks, warnings } = parse(fixture('tabs'));
    const tabs = as(blocks[0], 'tabs');
    expect(tabs.activeTab).toBe(1);
    expect(tabs.align).toBe('center');
    expect(tabs.items.map((t) => [t.name, t.id])).toEqual([
      ['Ingredients', 'TAB1'],
      ['How to use', 'TAB2'],
    ]);
    expect(tabs.items[0]?.style.minHeight).toBe('250px');
    expect(tabs.items[1]?.children).toEqual([
      expect.objectContaining({ type: 'text', html: '<p>Morning and evening.</p>' }),
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('faq', () => {
  it('reads question and answer items, including <details>', () => {
    const { blocks, warnings } = parse(fixture('faq'));
    expect(as(blocks[0], 'faq').items).toEqual([
      {
        question: 'How long does shipping take?',
        answer: '<p>Usually <strong>2 to 4</strong> working days.</p>',
      },
      { question: 'Are your products vegan?', answer: '<p>Yes, all of them.</p>' },
      { question: 'Can I return an opened product?', answer: '<p>Within 30 days.</p>' },
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('products', () => {
  const { blocks, warnings } = parse(fixture('products'));

  it('reads a SKU list from the widget conditions', () => {
    const products = as(blocks[0], 'products');
    expect(products.appearance).toBe('grid');
    expect(products.condition).toEqual({ kind: 'skus', skus: ['AB-SER-01', 'AB-MOI-02'] });
    expect(products.count).toBe(4);
    expect(products.sortOrder).toBe('position_by_sku');
    expect(products.carousel).toBeUndefined();
  });

  it('reads a category condition and carousel settings (double-backslashed widget type)', () => {
    const products = as(blocks[1], 'products');
    expect(products.condition).toEqual({ kind: 'category', categoryIds: ['14'] });
    expect(products.count).toBe(12);
    expect(products.carousel).toEqual({
      autoplay: true,
      autoplaySpeed: 3000,
      infiniteLoop: false,
      showArrows: true,
      showDots: true,
    });
    expect(warnings).toEqual([]);
  });

  it('warns when there is no widget', () => {
    const result = parse(
      '<div data-content-type="products" data-appearance="grid" data-element="main"></div>',
    );
    expect(as(result.blocks[0], 'products').condition).toEqual({ kind: 'none' });
    expect(result.warnings).toEqual(['Products block has no widget directive']);
  });
});

describe('CMS block reference', () => {
  it('reads block_id and warns when it is missing', () => {
    const { blocks, warnings } = parse(fixture('block'));
    expect(as(blocks[0], 'block').blockId).toBe('home-usp');
    expect(as(blocks[1], 'block').blockId).toBe('');
    expect(warnings).toEqual(['CMS block reference has no block_id']);
  });
});

describe('map', () => {
  it('reads locations, controls, height and the default zoom 8', () => {
    const { blocks, warnings } = parse(fixture('map'));
    const map = as(blocks[0], 'map');
    expect(map.zoom).toBe(8);
    expect(map.showControls).toBe(false);
    expect(map.height).toBe('300px');
    expect(map.locations).toEqual([
      {
        name: 'Rovaniemi flagship',
        latitude: 66.5039,
        longitude: 25.7294,
        comment: 'Open daily',
        phone: '+358 40 123 4567',
        address: 'Koskikatu 1',
        city: 'Rovaniemi',
        state: '',
        zipcode: '96200',
        country: 'Finland',
      },
    ]);
    const second = as(blocks[1], 'map');
    expect(second.zoom).toBe(12);
    expect(second.locations).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('warns about unreadable locations', () => {
    const { warnings } = parse(
      '<div data-content-type="map" data-locations="[oops" data-element="main"></div>',
    );
    expect(warnings).toEqual(['Could not read map locations']);
  });
});

describe('shop blocks (custom content types)', () => {
  const { blocks, warnings } = parse(fixture('shop-blocks'));

  it('has a fixture for every custom content type, in order', () => {
    expect(blocks.map((b) => b.type)).toEqual([...CUSTOM_CONTENT_TYPES]);
    expect(warnings).toEqual([]);
  });

  it('reads each block', () => {
    const [
      newsletter,
      bulkBuy,
      business,
      contact,
      quiz,
      quizPromo,
      promoBar,
      login,
      bestsellers,
      blog,
      bundle,
      picker,
    ] = blocks;
    expect(as(newsletter, 'newsletter')).toEqual(
      expect.objectContaining({
        title: 'Join our newsletter',
        description: '<p>Nordic rituals, early access and 10% off your first order.</p>',
      }),
    );
    expect(as(bulkBuy, 'bulk-buy')).toEqual(
      expect.objectContaining({ title: 'Salon sizes', skus: ['AB-SER-01', 'AB-MOI-02'] }),
    );
    expect(as(business, 'business-submission-form')).toEqual(
      expect.objectContaining({
        title: 'Become a stockist',
        description: '<p>Our sales team replies within 3 to 5 working days.</p>',
      }),
    );
    expect(as(contact, 'contact-form')).toEqual(
      expect.objectContaining({ title: 'Contact us', description: '' }),
    );
    expect(as(quiz, 'product-quiz')).toEqual(expect.objectContaining({ quizId: 'skin', title: 'Skin Quiz' }));
    expect(as(quizPromo, 'quiz-promo')).toEqual(
      expect.objectContaining({
        title: 'Skin Quiz',
        text: "Not sure what your skin needs? Let's build you a personalised routine.",
        buttonText: 'Take The Test',
        link: '/skin-quiz',
      }),
    );
    expect(as(promoBar, 'promo-bar')).toEqual(
      expect.objectContaining({
        content: '<p>Free gift over €50 – <strong>this week only</strong></p>',
        link: '/sets-gifts.html',
        style: { backgroundColor: 'rgb(31, 42, 68)', textAlign: 'center' },
      }),
    );
    expect(as(login, 'login-popup-button').label).toBe('Sign in for PRO prices');
    expect(as(bestsellers, 'bestseller-slider')).toEqual(
      expect.objectContaining({ title: 'Bestsellers', categoryId: '3', count: 8 }),
    );
    expect(as(blog, 'blog-slider')).toEqual(
      expect.objectContaining({ title: 'From the journal', postIds: ['12', '15'], count: 6 }),
    );
    expect(as(bundle, 'bundle')).toEqual(
      expect.objectContaining({ sku: 'AB-SET-WINTER', title: 'Winter ritual set' }),
    );
    expect(as(picker, 'category-picker')).toEqual(
      expect.objectContaining({ title: 'Shop by category', categoryIds: ['3', '4', '5'] }),
    );
  });
});

describe('unknown content types', () => {
  it('keep their name and parsed children and warn once per type', () => {
    const { blocks, warnings } = parse(fixture('unknown'));
    const unknown = as(as(blocks[0], 'row').children[0], 'unknown');
    expect(unknown.contentType).toBe('countdown-timer');
    expect(unknown.children.map((c) => c.type)).toEqual(['text', 'unknown']);
    expect(unknown.html).toBe('');
    expect(as(unknown.children[1], 'unknown').html).toBe('<span>3 days left</span>');
    expect(warnings).toEqual(['Unknown content type "countdown-timer": its children are shown']);
  });

  it('never throw, even on broken markup', () => {
    expect(() => parse('<div data-content-type="row"><div data-element="inner"><p>unclosed')).not.toThrow();
    expect(() =>
      parse('<div data-content-type="banner" data-background-images="{broken"></div>'),
    ).not.toThrow();
  });
});

describe('sanitizing', () => {
  it("passes every HTML string through the app's DOMPurify sanitizer when given", () => {
    const html = [
      '<div data-content-type="text" data-element="main"><p onclick="steal()">Hi<script>alert(1)</script></p></div>',
      '<div data-content-type="html" data-element="main">&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;ok&lt;/b&gt;</div>',
      '<div data-content-type="faq" data-element="main"><div data-content-type="faq-item"><p data-element="question">Q</p><div data-element="answer"><a href="javascript:alert(1)">A</a></div></div></div>',
    ].join('');
    const { blocks } = parsePageBuilder(html, { ...deps, sanitize: createServerSanitizer() });
    expect(as(blocks[0], 'text').html).toBe('<p>Hi</p>');
    expect(as(blocks[1], 'html').html).toBe('<img src="x"><b>ok</b>');
    expect(as(blocks[2], 'faq').items).toEqual([{ question: 'Q', answer: '<a>A</a>' }]);
  });
});

describe('content without Page Builder markup', () => {
  it('becomes one html block', () => {
    const { blocks } = parse('<p>Legacy <img src="{{media url="wysiwyg/a.png"}}"></p>');
    expect(blocks).toEqual([
      expect.objectContaining({ type: 'html', html: '<p>Legacy <img src="/media/wysiwyg/a.png"></p>' }),
    ]);
  });

  it('keeps loose top-level markup next to Page Builder blocks, in order', () => {
    const { blocks, warnings } = parse(
      '<p>Intro</p> & more<div data-content-type="text" data-element="main"><p>PB</p></div><hr><div class="wrap"><h2 data-content-type="heading" data-element="main">Inside</h2></div>',
    );
    expect(blocks.map((b) => [b.type, 'html' in b ? b.html : ''])).toEqual([
      ['html', '<p>Intro</p> &amp; more'],
      ['text', '<p>PB</p>'],
      ['html', '<hr>'],
      ['heading', ''],
    ]);
    expect(warnings).toEqual([]);
  });

  it('is empty for empty content', () => {
    expect(parse('')).toEqual({ blocks: [], warnings: [] });
  });
});

describe('the seed CMS content', () => {
  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`parses the ${lang} home page without warnings, with the brand's sections in order`, () => {
      const home = pagesFor(lang).find((p) => p.identifier === 'home');
      const { blocks, warnings } = parse(home?.content ?? '');
      expect(warnings).toEqual([]);
      expect(blocks.every((b) => b.type === 'row')).toBe(true);
      const sections = blocks.map((b) =>
        as(b, 'row')
          .children.map((c) => c.type)
          .join('+'),
      );
      expect(sections).toEqual([
        'slider',
        'block',
        'category-picker',
        'bestseller-slider',
        'heading+text+buttons',
        'heading+text+products',
        'banner',
        'quiz-promo',
        'blog-slider',
        'heading+faq',
        'newsletter',
      ]);
      expect(as(blocks[0], 'row').appearance).toBe('full-bleed');
      const slider = as(as(blocks[0], 'row').children[0], 'slider');
      expect(slider.slides).toHaveLength(3);
      const [hero] = slider.slides;
      expect(hero?.appearance).toBe('poster');
      expect(hero?.background.images.desktop).toBe('/media/wysiwyg/home/hero-aurora.png');
      expect(hero?.content).toMatch(/^<h1>.+<\/h1><p>.+<\/p>$/);
      expect(hero?.button?.text).toBeTruthy();
      expect(hero?.link?.href).toMatch(/\.html$/);
      const refs = queryRefs([blocks]);
      expect(refs.blockIds).toEqual(['home-usp']);
      expect(refs.skus).toHaveLength(4);
      const picker = [...walkBlocks(blocks)].find((b) => b.type === 'category-picker');
      expect(as(picker, 'category-picker').categoryIds).toEqual(['3', '8', '12', '13']);
      expect(refs.categoryIds).toEqual(expect.arrayContaining(['3', '8', '12', '13']));
      const faq = [...walkBlocks(blocks)].find((b) => b.type === 'faq');
      expect(as(faq, 'faq').items).toHaveLength(4);
    });
  }

  it('parses every seeded page and block without warnings', () => {
    for (const lang of ['en', 'de', 'fr'] as const) {
      const contents = [
        ...pagesFor(lang),
        ...servicePagesFor(lang),
        ...blocksFor(lang, '© Aurora Botanica'),
        ...categoryBlocksFor(lang),
      ].map((p) => p.content);
      for (const content of contents) expect(parse(content).warnings).toEqual([]);
    }
  });

  it("gives the same tree with the browser's DOMParser as with jsdom", () => {
    const { DOMParser } = new JSDOM('').window;
    const browserDeps = { parse: (html: string) => new DOMParser().parseFromString(html, 'text/html') };
    for (const content of pagesFor('de').map((p) => p.content)) {
      expect(parsePageBuilder(content, browserDeps)).toEqual(parse(content));
    }
    expect(parsePageBuilder(fixture('row'), browserDeps)).toEqual(parse(fixture('row')));
  });

  it('reads the about page image with its caption', () => {
    const about = pagesFor('en').find((p) => p.identifier === 'about');
    const image = [...walkBlocks(parse(about?.content ?? '').blocks)].find((b) => b.type === 'image');
    expect(as(image, 'image')).toEqual(
      expect.objectContaining({
        images: {
          desktop: '/media/wysiwyg/about/lapland-fells.png',
          mobile: '/media/wysiwyg/about/lapland-fells.png',
        },
        alt: 'Fells in Lapland',
        caption: 'The fells of Lapland in late summer',
      }),
    );
  });
});

describe('directives', () => {
  it('rewrites media and store directives in any quoting', () => {
    expect(resolveDirectives('{{media url="wysiwyg/a.jpg"}}')).toBe('/media/wysiwyg/a.jpg');
    expect(resolveDirectives("{{media url='wysiwyg/a.jpg'}}")).toBe('/media/wysiwyg/a.jpg');
    expect(resolveDirectives('{{media url=wysiwyg/a.jpg}}')).toBe('/media/wysiwyg/a.jpg');
    expect(resolveDirectives('{{media url=&quot;/wysiwyg/a.jpg&quot;}}')).toBe('/media/wysiwyg/a.jpg');
    expect(resolveDirectives('{{media url=\\"wysiwyg/a.jpg\\"}}')).toBe('/media/wysiwyg/a.jpg');
    expect(resolveDirectives('<a href="{{store url="contact"}}">')).toBe('<a href="/contact">');
    expect(resolveDirectives('{{store direct_url="faq.html"}}')).toBe('/faq.html');
    expect(resolveDirectives('{{customVar code=x}} stays')).toBe('{{customVar code=x}} stays');
  });

  it('parses widget parameters and normalises the widget type', () => {
    const widget = parseWidgetDirective(
      'x {{widget type="Magento\\\\Cms\\\\Block\\\\Widget\\\\Block" block_id="12" template=\'a.phtml\'}} y',
    );
    expect(widget).toEqual({
      type: 'Magento\\Cms\\Block\\Widget\\Block',
      params: { type: 'Magento\\\\Cms\\\\Block\\\\Widget\\\\Block', block_id: '12', template: 'a.phtml' },
    });
    expect(parseWidgetDirective('no widget')).toBeUndefined();
  });

  it("decodes Magento's ^[ ^] ` || condition encoding", () => {
    expect(decodeConditions('^[`1`:^[`type`:`Magento||CatalogWidget`,`value`:`A, B`^]^]')).toEqual({
      1: { type: 'Magento\\CatalogWidget', value: 'A, B' },
    });
    expect(decodeConditions('^[broken')).toBeUndefined();
    expect(decodeConditions('^[`1`:^[`attribute`:`sku`,`value`:`A,\n  B`^]^]')).toEqual({
      1: { attribute: 'sku', value: 'A,   B' },
    });
  });

  it('warns about unreadable product conditions instead of throwing', () => {
    const { warnings } = parse(
      '<div data-content-type="products" data-element="main">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" conditions_encoded="^[oops"}}</div>',
    );
    expect(warnings).toEqual(['Products block has unreadable conditions']);
  });
});

describe('row parallax offsets', () => {
  const row = (start: string, end: string) =>
    `<div data-content-type="row" data-appearance="full-width" data-element="main"><div data-element="inner" data-enable-parallax="1" data-parallax-speed="0.4" data-parallax-start="${start}" data-parallax-end="${end}"><p>Hi</p></div></div>`;

  it('keeps parallax on when start and end use the same allowed unit', () => {
    const result = parse(row('0px', '120px'));
    expect(as(result.blocks[0], 'row').parallax).toEqual({ enabled: true, speed: 0.4 });
    expect(result.warnings).toEqual([]);
  });

  it('reports the spec texts for mismatched or invalid units', () => {
    const mismatched = parse(row('0px', '10%'));
    expect(as(mismatched.blocks[0], 'row').parallax.error).toBe(UNMATCHED_UNITS);
    expect(mismatched.warnings).toEqual([`Row parallax: ${UNMATCHED_UNITS}`]);
    expect(as(parse(row('0em', '1em')).blocks[0], 'row').parallax.error).toBe(INVALID_UNIT);
  });
});

describe('parallaxUnits', () => {
  it('accepts matching units px, %, deg, turn, rad and none', () => {
    expect(parallaxUnits('0px', '100px')).toEqual({ unit: 'px', start: 0, end: 100 });
    expect(parallaxUnits('-10%', '10%')).toEqual({ unit: '%', start: -10, end: 10 });
    expect(parallaxUnits('0deg', '45deg').unit).toBe('deg');
    expect(parallaxUnits('0turn', '0.5turn')).toEqual({ unit: 'turn', start: 0, end: 0.5 });
    expect(parallaxUnits('0rad', '1.5rad').unit).toBe('rad');
    expect(parallaxUnits(0, 1)).toEqual({ unit: 'none', start: 0, end: 1 });
    expect(parallaxUnits('none', '2').unit).toBe('none');
  });

  it('rejects other units with "Invalid unit provided"', () => {
    expect(INVALID_UNIT).toBe('Invalid unit provided');
    expect(() => parallaxUnits('0em', '1em')).toThrow('Invalid unit provided');
    expect(() => parallaxUnits('0px', '10vh')).toThrow('Invalid unit provided');
    expect(() => parallaxUnits('abc', '1px')).toThrow('Invalid unit provided');
    expect(() => parallaxUnits(Number.NaN, 1)).toThrow('Invalid unit provided');
  });

  it('rejects different units with "Must provide matching units"', () => {
    expect(UNMATCHED_UNITS).toBe('Must provide matching units');
    expect(() => parallaxUnits('0px', '10%')).toThrow('Must provide matching units');
    expect(() => parallaxUnits('0deg', '1turn')).toThrow('Must provide matching units');
    expect(() => parallaxUnits(0, '10px')).toThrow('Must provide matching units');
  });
});

describe('queryRefs', () => {
  it('gathers SKUs, category ids, picker ids and blog posts from the whole tree without repeats', () => {
    const html = [
      fixture('products'),
      `<div data-content-type="row" data-element="main"><div data-element="inner">${fixture('shop-blocks')}</div></div>`,
      `<div data-content-type="tabs" data-element="main"><div data-content-type="tab-item" data-tab-name="A" data-element="main">${fixture('products')}</div></div>`,
    ].join('');
    const refs = queryRefs([parse(html).blocks]);
    expect(refs.skus).toEqual(['AB-SER-01', 'AB-MOI-02', 'AB-SET-WINTER']);
    expect([...refs.listCategoryIds, ...refs.bestsellerCategoryIds]).toEqual(['14', '3']);
    expect(refs.categoryIds).toEqual(['3', '4', '5']);
    expect(refs.blogPostIds).toEqual(['12', '15']);
    expect(refs.blockIds).toEqual([]);
  });

  it('includes CMS block references, and the featured SKUs of the seed home page', () => {
    expect(queryRefs([parse(fixture('block')).blocks]).blockIds).toEqual(['home-usp']);
    const home = pagesFor('en').find((p) => p.identifier === 'home');
    const refs = queryRefs([parse(home?.content ?? '').blocks]);
    expect(refs.skus).toEqual(['AB-SE-002', 'AB-SE-003', 'AB-CL-001', 'AB-CL-003']);
    expect([...refs.listCategoryIds, ...refs.bestsellerCategoryIds]).toEqual([]);
  });
});
