// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { registerCombinedStyles } from './combinedStyles';

describe('registerCombinedStyles', () => {
  it('marks every combined file as a present, disabled stylesheet, once', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/combined-x-0.1.css">';
    const assets = {
      styles: ['/assets/combined-x-0.1.css'],
      combinedStyles: ['/assets/entry-a.css', '/assets/home-b.css'],
      preloads: [],
      entry: '/assets/entry.js',
    };
    registerCombinedStyles(document, assets);
    registerCombinedStyles(document, assets);
    const marked = [...document.querySelectorAll<HTMLLinkElement>('link[data-combined]')];
    expect(marked.map((l) => l.getAttribute('href'))).toEqual(['/assets/entry-a.css', '/assets/home-b.css']);
    // What Vite's chunk loader looks for before adding a chunk's CSS.
    for (const link of marked) {
      expect(link.rel).toBe('stylesheet');
      expect(link.hasAttribute('disabled')).toBe(true);
    }
  });

  it('does nothing for pages with separate stylesheets', () => {
    document.head.innerHTML = '';
    registerCombinedStyles(document, { styles: ['/assets/entry-a.css'], preloads: [], entry: '' });
    expect(document.head.children).toHaveLength(0);
  });
});
