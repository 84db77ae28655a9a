// @vitest-environment node
/**
 * The commerce and form blocks render on the server (no window, no document): the storefront
 * streams CMS pages with them. Each renders its full markup, headings and controls included.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';
import { BestsellerSlider } from './BestsellerSlider';
import { BlogSlider } from './BlogSlider';
import { BulkBuy } from './BulkBuy';
import { Bundle } from './Bundle';
import { BusinessSubmissionForm } from './BusinessSubmissionForm';
import { CategoryPicker } from './CategoryPicker';
import { ContactForm } from './ContactForm';
import { LoginPopupButton } from './LoginPopupButton';
import { Newsletter } from './Newsletter';
import { ProductCardBlock } from './ProductCardBlock';
import { ProductGrid } from './ProductGrid';
import { ProductQuiz } from './ProductQuiz';
import { QuizPromoBlock } from './QuizPromoBlock';

const product = {
  name: 'Sea Algae Renewal Serum',
  href: '/sea-algae-serum.html',
  image: '/media/serum.jpg',
  price: { value: 46, currency: 'EUR' },
};
const noop = () => {};

describe('server rendering', () => {
  it.each([
    ['ProductGrid grid', <ProductGrid key="a" title="New in" products={[product]} />, 'New in'],
    [
      'ProductGrid carousel',
      <ProductGrid key="b" appearance="carousel" products={[product]} />,
      'Next products',
    ],
    ['BestsellerSlider', <BestsellerSlider key="c" products={[product]} />, 'Bestsellers'],
    ['ProductCardBlock', <ProductCardBlock key="d" {...product} onAddToCart={noop} />, 'Add to bag'],
    [
      'Bundle',
      <Bundle
        key="e"
        title="Winter set"
        items={[{ sku: 'A', name: 'Serum', href: '/a', image: '/a.jpg', price: 10, inStock: true }]}
        currency="EUR"
        onAddAll={noop}
      />,
      'Add all to bag',
    ],
    [
      'BulkBuy',
      <BulkBuy
        key="f"
        title="Salon sizes"
        products={[{ sku: 'A', name: 'Serum', href: '/a', price: 10, inStock: true }]}
        currency="EUR"
        onAddToBag={noop}
      />,
      'Quantity of Serum',
    ],
    [
      'BlogSlider',
      <BlogSlider
        key="g"
        posts={[{ id: '1', title: 'Winter routine', href: '/blog/1', date: '2026-01-14' }]}
      />,
      'January 14, 2026',
    ],
    [
      'CategoryPicker',
      <CategoryPicker
        key="h"
        title="Shop by category"
        categories={[{ id: '3', name: 'Serums', href: '/serums' }]}
      />,
      'Serums',
    ],
    ['Newsletter', <Newsletter key="i" onSubmit={noop} />, 'Join our newsletter'],
    ['ContactForm', <ContactForm key="j" onSubmit={noop} />, 'Send message'],
    [
      'BusinessSubmissionForm',
      <BusinessSubmissionForm key="k" countries={[{ value: 'LV', label: 'Latvia' }]} onSubmit={noop} />,
      'Country of operation',
    ],
    ['ProductQuiz', <ProductQuiz key="l" questions={[]} onComplete={noop} />, 'Take The Test'],
    ['QuizPromoBlock', <QuizPromoBlock key="m" href="/skin-quiz" />, 'Take The Test'],
    [
      'LoginPopupButton',
      <LoginPopupButton key="n" label="Sign in for PRO prices" onOpenSignIn={noop} />,
      'PRO',
    ],
  ])('%s', (_name, element, text) => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(element)).toContain(text);
  });
});

describe('the first banner (LCP image) on the server', () => {
  it('is preloaded at high priority, one link per picture source with its media query', () => {
    const html = renderToString(
      <Banner priority image={{ src: '/media/hero.png', mobileSrc: '/media/hero-mobile.png' }} />,
    );
    const links = html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? [];
    expect(links).toHaveLength(2);
    expect(links.every((l) => /fetchPriority="high"/i.test(l) && /as="image"/.test(l))).toBe(true);
    expect(links.find((l) => l.includes('hero-mobile.png?width=640 640w'))).toContain(
      'media="screen and (max-width: 767px)"',
    );
    expect(links.find((l) => l.includes('hero.png?width=640 640w'))).toContain(
      'media="screen and (min-width: 768px)"',
    );
  });

  it('is not preloaded when it is not the first banner', () => {
    const html = renderToString(<Banner image={{ src: '/media/hero.png' }} />);
    expect(html).not.toContain('rel="preload"');
  });
});
