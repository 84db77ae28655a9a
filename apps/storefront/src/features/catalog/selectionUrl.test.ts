import { describe, expect, it } from 'vitest';
import { onlySelectionChanged } from './selectionUrl';

describe('onlySelectionChanged (the product page is not fetched again for another option)', () => {
  const url = (path: string) => new URL(path, 'https://shop.example');
  it('is true when only opt or opt{id} changed', () => {
    expect(onlySelectionChanged(url('/foundation.html'), url('/foundation.html?opt=4'))).toBe(true);
    expect(onlySelectionChanged(url('/foundation.html?opt=3'), url('/foundation.html?opt=4'))).toBe(true);
    expect(
      onlySelectionChanged(
        url('/f.html?utm_source=mail&opt202=1'),
        url('/f.html?utm_source=mail&opt202=2&opt93=50'),
      ),
    ).toBe(true);
    expect(onlySelectionChanged(url('/f.html?opt=AB-1-30'), url('/f.html'))).toBe(true);
  });
  it('is false for another page, other parameters or the very same URL (a revalidation)', () => {
    expect(onlySelectionChanged(url('/a.html?opt=1'), url('/b.html?opt=2'))).toBe(false);
    expect(onlySelectionChanged(url('/serums.html?p=1'), url('/serums.html?p=2'))).toBe(false);
    expect(onlySelectionChanged(url('/f.html?opt=1'), url('/f.html?opt=2&p=2'))).toBe(false);
    expect(onlySelectionChanged(url('/f.html?opt=1'), url('/f.html?opt=1'))).toBe(false);
    expect(onlySelectionChanged(url('/f.html'), url('/f.html'))).toBe(false);
  });
});
