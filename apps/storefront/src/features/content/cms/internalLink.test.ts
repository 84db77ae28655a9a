import { describe, expect, it } from 'vitest';
import { routerPathForClick } from './internalLink';

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const a = (href: string, target = '', download = false) => ({
  href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
});
const here = { origin: 'https://shop.test' };

describe('routerPathForClick', () => {
  it('routes same-origin links of the store view', () => {
    expect(routerPathForClick(click, a('https://shop.test/about?x=1#team'), here, '/')).toBe(
      '/about?x=1#team',
    );
    expect(routerPathForClick(click, a('https://shop.test/de/about'), here, '/de')).toBe('/about');
    expect(routerPathForClick(click, a('https://shop.test/de'), here, '/de')).toBe('/');
  });
  it('leaves the browser alone for other stores, origins, files, targets and modified clicks', () => {
    expect(routerPathForClick(click, a('https://shop.test/fr/about'), here, '/de')).toBeNull();
    expect(routerPathForClick(click, a('https://elsewhere.test/about'), here, '/')).toBeNull();
    expect(routerPathForClick(click, a('https://shop.test/media/guide.pdf'), here, '/')).toBeNull();
    expect(routerPathForClick(click, a('https://shop.test/about', '_blank'), here, '/')).toBeNull();
    expect(routerPathForClick(click, a('https://shop.test/about', '', true), here, '/')).toBeNull();
    expect(
      routerPathForClick({ ...click, metaKey: true }, a('https://shop.test/about'), here, '/'),
    ).toBeNull();
    expect(routerPathForClick({ ...click, button: 1 }, a('https://shop.test/about'), here, '/')).toBeNull();
  });
});
