import { describe, expect, it, vi } from 'vitest';
import { OPEN_AMOUNT, emptyGiftCardOptions } from '@shop/ui';
import { giftCardCartOptions, giftCardErrors, requiredGiftCardFields } from '../../product/giftCard';
import {
  ANCHOR_SCROLL_DELAY_MS,
  HASH_UPDATE_DELAY_MS,
  anchorFromHash,
  followHashLink,
  headerOffset,
  scheduleAnchorScroll,
  scrollTarget,
} from './hashScroll';
import { productJsonLd, serializeJsonLd } from './jsonLd';
import {
  giftCardOptionCode,
  toBreadcrumbs,
  toMedia,
  type GiftCardData,
  type OptionData,
  type VariantData,
} from '../../product/productData';
import { initialSelection, optionChoices, selectValue } from '../../product/selection';

const variant = (
  sku: string,
  attributes: Record<string, number>,
  inStock = true,
  volume: string | null = null,
) =>
  ({
    sku,
    name: sku,
    attributes,
    product: { stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK', max_qty: inStock ? null : 0, volume },
    volume,
    stock: {
      status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
      maxQty: inStock ? null : 0,
      comingSoon: false,
      preOrder: false,
    },
    price: { value: 10, regularValue: 10, currency: 'EUR', range: false },
    media: [],
  }) as VariantData;

const shade: OptionData = {
  attribute_code: 'shade',
  attribute_id: '202',
  label: 'Shade',
  values: [
    { value_index: 1, label: 'Snow' },
    { value_index: 2, label: 'Sand' },
    { value_index: 3, label: 'Amber' },
  ],
};
const volume: OptionData = {
  attribute_code: 'package_volume',
  attribute_id: '201',
  label: 'Volume',
  values: [
    { value_index: 30, label: '30 ml' },
    { value_index: 50, label: '50 ml' },
  ],
};

describe('option selection ↔ URL (spec §2, §4)', () => {
  const shades = [
    variant('F-1', { shade: 1 }, false),
    variant('F-2', { shade: 2 }),
    variant('F-3', { shade: 3 }),
  ];
  it('auto-selects the first in-stock shade and reads opt', () => {
    expect(initialSelection(new URLSearchParams(), [shade], shades)).toEqual({ shade: 2 });
    expect(initialSelection(new URLSearchParams('opt=3'), [shade], shades)).toEqual({ shade: 3 });
  });
  it('writes opt for one option, keeping other parameters', () => {
    const r = selectValue(
      new URLSearchParams('utm_source=x&opt=2'),
      [shade],
      shades,
      { shade: 2 },
      'shade',
      3,
    );
    expect(r.search).toBe('?utm_source=x&opt=3');
  });
  it('a volume switch writes the child sku into opt', () => {
    const vols = [
      variant('C-30', { package_volume: 30 }, true, '30 ml'),
      variant('C-50', { package_volume: 50 }, true, '50 ml'),
    ];
    expect(selectValue(new URLSearchParams(), [volume], vols, {}, 'package_volume', 50).search).toBe(
      '?opt=C-50',
    );
    expect(initialSelection(new URLSearchParams('opt=C-30'), [volume], vols)).toEqual({ package_volume: 30 });
  });
  it('several options use opt + attribute id', () => {
    const both = [
      variant('X-1-30', { shade: 1, package_volume: 30 }),
      variant('X-2-30', { shade: 2, package_volume: 30 }),
      variant('X-2-50', { shade: 2, package_volume: 50 }),
    ];
    const r = selectValue(
      new URLSearchParams(),
      [shade, volume],
      both,
      { shade: 2, package_volume: 30 },
      'package_volume',
      50,
    );
    expect(r.search).toBe('?opt202=2&opt201=50');
    expect(initialSelection(new URLSearchParams('opt202=1&opt201=30'), [shade, volume], both)).toEqual({
      shade: 1,
      package_volume: 30,
    });
    // 50 ml exists only with Sand: with Snow chosen, choosing 50 ml moves to the match in stock.
    expect(
      selectValue(
        new URLSearchParams(),
        [shade, volume],
        both,
        { shade: 1, package_volume: 30 },
        'package_volume',
        50,
      ).selection,
    ).toEqual({
      shade: 2,
      package_volume: 50,
    });
  });
  it('out-of-stock values are unavailable', () => {
    expect(optionChoices(shade, shades, { shade: 2 }).map((c) => c.unavailable)).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('product data', () => {
  it('sorts the gallery by position and leaves out disabled images', () => {
    expect(
      toMedia(
        [
          { url: 'b.jpg', position: 2, label: 'B', disabled: false },
          { url: 'x.jpg', position: 0, label: 'X', disabled: true },
          { url: 'a.jpg', position: 1, label: null, disabled: false },
        ] as never,
        null,
        'Cream',
      ),
    ).toEqual([
      { url: 'a.jpg', label: 'Cream' },
      { url: 'b.jpg', label: 'B' },
    ]);
  });
  it('breadcrumbs come from the deepest category', () => {
    expect(
      toBreadcrumbs([
        { uid: '8', name: 'Make-up', level: 2, url_path: 'make-up', url_suffix: '.html', breadcrumbs: null },
        {
          uid: '9',
          name: 'Face',
          level: 3,
          url_path: 'make-up/face',
          url_suffix: '.html',
          breadcrumbs: [
            { category_uid: '8', category_name: 'Make-up', category_url_path: 'make-up', category_level: 2 },
          ],
        },
      ] as never),
    ).toEqual([
      { label: 'Make-up', href: '/make-up.html' },
      { label: 'Face', href: '/make-up/face.html' },
    ]);
  });
  it('reads gift card option codes from their uid', () => {
    expect(giftCardOptionCode('Z2lmdGNhcmQvZ2lmdGNhcmRfbWVzc2FnZQ==')).toBe('giftcard_message');
  });
});

describe('JSON-LD', () => {
  const input = {
    name: 'Day Cream </script><script>alert(1)</script>',
    sku: 'AB-1',
    url: 'https://shop.example/day-cream.html',
    description: 'Light & fresh',
    images: ['https://shop.example/a.jpg'],
    brand: 'Aurora Botanica',
    price: 48,
    currency: 'EUR',
    inStock: false,
    ratingSummary: 86,
    reviewCount: 2,
    reviews: [{ nickname: 'Mia', rating: 4, text: 'Nice', summary: 'Good', date: '2025-12-13' }],
  };
  it('describes the product, offer, rating and reviews', () => {
    const ld = productJsonLd(input);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'AB-1',
      brand: { name: 'Aurora Botanica' },
      offers: { price: '48.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 2 },
    });
    expect(ld['review']).toHaveLength(1);
  });
  it('leaves out the rating without reviews', () => {
    expect(productJsonLd({ ...input, reviewCount: 0, reviews: [] })).not.toHaveProperty('aggregateRating');
  });
  it('serialises without "<" so the script cannot be closed early', () => {
    const text = serializeJsonLd(productJsonLd(input));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe(input.name);
  });
});

describe('hash scrolling (spec §2, §9)', () => {
  const env = (scrollY: number, headerHeight: number) => {
    const el = { getBoundingClientRect: () => ({ top: 500 }) };
    const win = {
      scrollY,
      scrollTo: vi.fn(),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id: number) => clearTimeout(id),
      history: { state: null, replaceState: vi.fn() },
      location: { pathname: '/cream.html', search: '?opt=2' },
    };
    const doc = {
      getElementById: (id: string) => (id === 'reviews' ? el : null),
      querySelector: () => ({ getBoundingClientRect: () => ({ height: headerHeight }) }),
    };
    return { window: win, document: doc } as never as Parameters<typeof followHashLink>[1] & {
      window: typeof win;
    };
  };
  it('reads #anchor=id', () => {
    expect(anchorFromHash('#anchor=reviews')).toBe('reviews');
    expect(anchorFromHash('#reviews')).toBeNull();
  });
  it('offsets by the measured header once scrolled over 40 px, else 92 px', () => {
    expect(headerOffset(0, 60)).toBe(92);
    expect(headerOffset(40, 60)).toBe(92);
    expect(headerOffset(41, 60)).toBe(60);
    expect(scrollTarget(500, 100, 60)).toBe(540);
  });
  it('scrolls smoothly at once and sets the hash 1 s later', () => {
    vi.useFakeTimers();
    const e = env(200, 64);
    followHashLink('reviews', e);
    expect(e.window.scrollTo).toHaveBeenCalledWith({ top: 636, behavior: 'smooth' });
    vi.advanceTimersByTime(HASH_UPDATE_DELAY_MS - 1);
    expect(e.window.history.replaceState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(e.window.history.replaceState).toHaveBeenCalledWith(null, '', '/cream.html?opt=2#reviews');
    vi.useRealTimers();
  });
  it('#anchor=id scrolls after 1.5 s', () => {
    vi.useFakeTimers();
    const e = env(0, 64);
    scheduleAnchorScroll('#anchor=reviews', e);
    vi.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS - 1);
    expect(e.window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(e.window.scrollTo).toHaveBeenCalledWith({ top: 408, behavior: 'smooth' });
    vi.useRealTimers();
  });
});

describe('gift card options', () => {
  const card: GiftCardData = {
    amounts: [{ uid: 'a25', value: 25 }],
    allowOpenAmount: true,
    openAmountMin: 10,
    openAmountMax: 500,
    allowMessage: true,
    messageMaxLength: 255,
    options: [
      { uid: 'u-amount', title: 'Amount', required: false, code: 'custom_giftcard_amount' },
      { uid: 'u-sn', title: 'Sender Name', required: true, code: 'giftcard_sender_name' },
      { uid: 'u-se', title: 'Sender Email', required: true, code: 'giftcard_sender_email' },
      { uid: 'u-rn', title: 'Recipient Name', required: true, code: 'giftcard_recipient_name' },
      { uid: 'u-re', title: 'Recipient Email', required: true, code: 'giftcard_recipient_email' },
      { uid: 'u-msg', title: 'Message', required: false, code: 'giftcard_message' },
    ],
  };
  const messages = {
    required: 'Is required',
    email: 'The entered email is not valid',
    minAmount: (m: string) => `min ${m}`,
    maxAmount: (m: string) => `max ${m}`,
  };
  const money = (n: number) => `€${n}`;
  it('requires the amount and the fields the product marks required', () => {
    expect(requiredGiftCardFields(card)).toEqual([
      'amount',
      'senderName',
      'senderEmail',
      'recipientName',
      'recipientEmail',
    ]);
    expect(giftCardErrors(emptyGiftCardOptions, card, messages, money)).toEqual({
      amount: 'Is required',
      senderName: 'Is required',
      senderEmail: 'Is required',
      recipientName: 'Is required',
      recipientEmail: 'Is required',
    });
  });
  it('checks e-mails and the open amount range', () => {
    const value = {
      ...emptyGiftCardOptions,
      amount: OPEN_AMOUNT,
      openAmount: '5',
      senderName: 'Anna',
      senderEmail: 'anna@',
      recipientName: 'Liis',
      recipientEmail: 'liis@example.com',
    };
    expect(giftCardErrors(value, card, messages, money)).toEqual({
      openAmount: 'min €10',
      senderEmail: 'The entered email is not valid',
    });
    expect(
      giftCardErrors({ ...value, openAmount: '900', senderEmail: 'anna@example.com' }, card, messages, money),
    ).toEqual({
      openAmount: 'max €500',
    });
  });
  it('sends the amount as selected option and leaves the message out of entered options', () => {
    const value = {
      ...emptyGiftCardOptions,
      amount: 'a25',
      senderName: 'Anna',
      senderEmail: 'anna@example.com',
      recipientName: 'Liis',
      recipientEmail: 'liis@example.com',
      message: 'Happy birthday',
    };
    expect(giftCardCartOptions(value, card)).toEqual({
      selected_options: ['a25'],
      entered_options: [
        { uid: 'u-sn', value: 'Anna' },
        { uid: 'u-se', value: 'anna@example.com' },
        { uid: 'u-rn', value: 'Liis' },
        { uid: 'u-re', value: 'liis@example.com' },
      ],
    });
  });
});
