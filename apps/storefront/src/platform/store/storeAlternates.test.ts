import { describe, expect, it } from 'vitest';
import { alternatesFromHreflangs } from './storeAlternates';

describe('alternatesFromHreflangs (issue 19: store switch lands on the same page)', () => {
  it('maps hreflang URLs with a store prefix to that store’s path, leaving unknown stores out', () => {
    expect(
      alternatesFromHreflangs(
        [
          { url: '/de/hautpflege.html' },
          { url: '/en/skincare.html' },
          { url: '/xx/a.html' },
          { url: 'b.html' },
        ],
        ['en', 'de', 'fr'],
      ),
    ).toEqual({ de: '/hautpflege.html', en: '/skincare.html' });
  });
});
