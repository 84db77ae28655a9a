import { emptyAddress } from '@shop/ui/components/AddressForm';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEP_ORDERS } from '../../../../platform/config';
import { toAddressFormValue } from '../../../account';
import {
  bookAddressOf,
  completedSteps,
  emptyDraft,
  fromCartAddress,
  nextStep,
  readDraft,
  readStoredOrder,
  removeStoredOrder,
  resumeStep,
  sameAddress,
  storeOrder,
  toCartAddressInput,
  writeDraft,
  ORDER_NUMBER_KEY,
  hasPaidLine,
  orderItemImage,
  orderItemImages,
} from './checkoutState';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

const german = {
  ...emptyAddress,
  firstname: 'Jonas',
  lastname: 'Müller',
  street1: 'Hauptstraße 5',
  city: 'Berlin',
  postcode: '10115',
  countryCode: 'DE',
  telephone: '+49301234567',
};

describe('step order (spec §2, both readings)', () => {
  it('defaults to shipping, receiver, payment; the other reading is receiver, shipping, payment', () => {
    expect(CHECKOUT_STEP_ORDERS['shipping-first']).toEqual(['shipping', 'receiver', 'payment']);
    expect(CHECKOUT_STEP_ORDERS['receiver-first']).toEqual(['receiver', 'shipping', 'payment']);
  });

  it('resumes at the first unsaved step, or at the remembered step when everything before it is saved', () => {
    const order = CHECKOUT_STEP_ORDERS['shipping-first'];
    expect(resumeStep(order, [])).toBe('shipping');
    expect(resumeStep(order, ['shipping'])).toBe('receiver');
    expect(resumeStep(order, ['shipping', 'receiver'])).toBe('payment');
    expect(resumeStep(order, ['shipping', 'receiver'], 'shipping')).toBe('shipping');
    expect(resumeStep(order, ['receiver'], 'payment')).toBe('shipping');
    expect(resumeStep(CHECKOUT_STEP_ORDERS['receiver-first'], ['receiver'])).toBe('shipping');
    expect(nextStep(order, 'shipping')).toBe('receiver');
    expect(nextStep(order, 'payment')).toBe('payment');
  });

  it('reads saved steps from the server cart', () => {
    expect(completedSteps({ email: null, shipping_addresses: [] })).toEqual([]);
    expect(
      completedSteps({
        email: 'a@b.de',
        shipping_addresses: [{ selected_shipping_method: { carrier_code: 'flatrate' } }],
      } as never),
    ).toEqual(['shipping', 'receiver']);
  });
});

describe('addresses', () => {
  it('maps the form to CartAddressInput, with business fields only for business addresses', () => {
    expect(toCartAddressInput({ ...german, company: 'Left over' })).toEqual({
      firstname: 'Jonas',
      middlename: null,
      lastname: 'Müller',
      street: ['Hauptstraße 5'],
      city: 'Berlin',
      region: null,
      postcode: '10115',
      country_code: 'DE',
      telephone: '+49301234567',
      is_business: false,
      company: null,
      registration_id: null,
      vat_id: null,
    });
    const business = toCartAddressInput({ ...german, isBusiness: true, company: 'M GmbH', vatId: 'DE1' });
    expect(business).toMatchObject({ is_business: true, company: 'M GmbH', vat_id: 'DE1' });
  });

  it('round-trips a cart address and tells when the server holds the same one', () => {
    const cart = {
      firstname: 'Jonas',
      middlename: null,
      lastname: 'Müller',
      company: null,
      street: ['Hauptstraße 5'],
      city: 'Berlin',
      region: null,
      postcode: '10115',
      country: { code: 'DE' },
      telephone: '+49301234567',
      vat_id: null,
      registration_id: null,
      is_business: false,
    };
    expect(fromCartAddress(cart as never)).toEqual(german);
    expect(sameAddress(german, cart as never)).toBe(true);
    expect(sameAddress({ ...german, city: 'Köln' }, cart as never)).toBe(false);
    expect(sameAddress(german, null)).toBe(false);
  });
});

describe('browser storage', () => {
  it('keeps the draft per store and cart id', () => {
    const s = memory();
    writeDraft(s, 'fr', { ...emptyDraft('a'.repeat(32)), email: 'typed@ex' });
    expect(readDraft(s, 'fr', 'a'.repeat(32)).email).toBe('typed@ex');
    expect(readDraft(s, 'fr', 'b'.repeat(32)).email).toBeNull();
    expect(readDraft(s, 'de', 'a'.repeat(32)).email).toBeNull();
    s.setItem('checkout_draft_fr', '{broken');
    expect(readDraft(s, 'fr', 'a'.repeat(32))).toEqual(emptyDraft('a'.repeat(32)));
  });

  it('stores the order under checkout_success_order_number with its data, and removes both', () => {
    const s = memory();
    storeOrder(s, 'fr', { number: '000000007' } as never);
    expect(s.getItem(ORDER_NUMBER_KEY)).toBe('000000007');
    expect(readStoredOrder(s)).toEqual({
      number: '000000007',
      data: { storeCode: 'fr', order: { number: '000000007' }, images: {} },
    });
    removeStoredOrder(s);
    expect(readStoredOrder(s)).toEqual({ number: null, data: null });
  });
});

describe('the address book in checkout', () => {
  const saved = {
    id: 7,
    firstname: 'Nora',
    middlename: null,
    lastname: 'Lind',
    company: null,
    street: ['Elizabetes iela 10'],
    city: 'Riga',
    region: { region: null },
    postcode: 'LV-1010',
    country_code: 'LV' as const,
    telephone: '+371 2000 0000',
    vat_id: null,
    is_business: false,
    registration_id: null,
    default_shipping: true,
  };

  it('fills the form from a saved address and finds it again, spaces aside', () => {
    const value = toAddressFormValue(saved);
    expect(value).toMatchObject({ firstname: 'Nora', street1: 'Elizabetes iela 10', countryCode: 'LV' });
    expect(bookAddressOf({ ...value, city: ' Riga ' }, [saved])?.id).toBe(7);
    expect(bookAddressOf({ ...value, city: 'Jūrmala' }, [saved])).toBeNull();
  });

  it('asks the API to save a new address only when told to', () => {
    const value = { ...emptyAddress, firstname: 'A', lastname: 'B', countryCode: 'LV' };
    expect(toCartAddressInput(value)).not.toHaveProperty('save_in_address_book');
    expect(toCartAddressInput(value, true)).toMatchObject({ save_in_address_book: true });
  });
});

describe('order item images (issue 19: the success page showed empty boxes)', () => {
  it("keeps the bag lines' thumbnails by SKU and name and finds them for order items", () => {
    const images = orderItemImages([
      { product: { sku: 'AB-MU-001', name: 'Skin Veil Foundation', small_image: { url: '/m/veil.svg' } } },
      { product: { sku: 'AB-GWP-S', name: 'Mini Gentle Cleanser (gift)', small_image: null } },
    ]);
    expect(
      orderItemImage(images, { product_sku: 'AB-MU-001-04', product_name: 'Skin Veil Foundation' }),
    ).toBe('/m/veil.svg');
    expect(
      orderItemImage(images, { product_sku: 'AB-GWP-S', product_name: 'Mini Gentle Cleanser (gift)' }),
    ).toBeNull();
    expect(orderItemImage(undefined, { product_sku: 'X' })).toBeNull();
  });
});

describe('hasPaidLine (issue 19: samples alone made a €0.00 order)', () => {
  it('is false for a bag of samples and free gifts only', () => {
    const sample = { isFreeGift: false, product: { is_sample_product: true } };
    const gift = { isFreeGift: true, product: { is_sample_product: false } };
    const paid = { isFreeGift: false, product: { is_sample_product: false } };
    expect(hasPaidLine([sample, gift])).toBe(false);
    expect(hasPaidLine([sample, paid])).toBe(true);
  });
});
