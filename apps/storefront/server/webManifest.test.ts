import { describe, expect, it } from 'vitest';
import { manifestStoreCode, storeStartUrl, webManifest, type PwaBuildInfo } from './webManifest';

const build: PwaBuildInfo = {
  themeColor: '#27342E',
  backgroundColor: '#FAF7F2',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

describe('web app manifest', () => {
  it('reads the store view from the URL in both readings of the prefix', () => {
    expect(manifestStoreCode('/manifest.webmanifest', 'en')).toBe('en');
    expect(manifestStoreCode('/de/manifest.webmanifest', 'en')).toBe('de');
    expect(manifestStoreCode('/manifest.webmanifest?fr', 'en')).toBe('fr');
    // The default store has no prefix: /en/… is not its manifest's address.
    expect(manifestStoreCode('/en/manifest.webmanifest', 'en')).toBeNull();
    expect(manifestStoreCode('/de/other.json', 'en')).toBeNull();
  });

  it('starts at the store view’s home page in the configured reading', () => {
    expect(storeStartUrl('en', { defaultStoreCode: 'en', storeUrlMode: 'path' })).toBe('/');
    expect(storeStartUrl('de', { defaultStoreCode: 'en', storeUrlMode: 'path' })).toBe('/de/');
    expect(storeStartUrl('de', { defaultStoreCode: 'en', storeUrlMode: 'query' })).toBe('/?de');
  });

  it('has what installability needs: name, start URL in scope, standalone, 192 and 512 px icons', () => {
    const manifest = webManifest(
      'de',
      { store_code: 'de', store_name: 'DE', logo_alt: 'Aurora Botanica', locale: 'de_DE' },
      { defaultStoreCode: 'en', storeUrlMode: 'path', build },
    );
    expect(manifest).toMatchObject({
      id: '/de/',
      name: 'Aurora Botanica',
      short_name: 'Aurora',
      lang: 'de-DE',
      start_url: '/de/',
      scope: '/',
      display: 'standalone',
      theme_color: '#27342E',
      background_color: '#FAF7F2',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
