import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapBlock } from './MapBlock';
import { openStreetMapUrl, pinPositions } from './mapLayout';

describe('pinPositions', () => {
  it('centres a single point', () => {
    expect(pinPositions([{ latitude: 56.95, longitude: 24.1 }])).toEqual([{ left: 50, top: 50 }]);
  });

  it('keeps relative placement inside the margin, north up', () => {
    const [riga, tallinn, vilnius] = pinPositions([
      { latitude: 56.95, longitude: 24.1 },
      { latitude: 59.44, longitude: 24.75 },
      { latitude: 54.69, longitude: 25.28 },
    ]);
    expect(tallinn!.top).toBe(15);
    expect(vilnius!.top).toBe(85);
    expect(riga!.top).toBeGreaterThan(15);
    expect(riga!.top).toBeLessThan(85);
    expect(riga!.left).toBeLessThan(vilnius!.left);
  });

  it('gives invalid coordinates no position', () => {
    expect(
      pinPositions([
        { latitude: Number.NaN, longitude: 1 },
        { latitude: 95, longitude: 1 },
      ]),
    ).toEqual([null, null]);
  });
});

describe('MapBlock', () => {
  it('lists locations with links and makes no pin focusable', () => {
    render(
      <MapBlock
        locations={[
          {
            name: 'Riga',
            latitude: 56.95,
            longitude: 24.1,
            address: 'Tērbatas 14',
            city: 'Riga',
            phone: '+371 600',
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Open in maps: Riga' })).toHaveAttribute(
      'href',
      openStreetMapUrl({ latitude: 56.95, longitude: 24.1 }, 8),
    );
    expect(screen.getByRole('link', { name: '+371 600' })).toHaveAttribute('href', 'tel:+371600');
    const pin = document.querySelector('[aria-hidden="true"] a');
    expect(pin).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region')).toHaveAttribute('data-scroll-wheel', 'false');
  });
});
