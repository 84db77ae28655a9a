// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreViewProvider, type StoreView } from '../../../../platform/store/store-context';
import type * as Config from '../../../../platform/config';
import possibleTypes from '../../../../gql/possible-types';
import messages from './i18n/en_US.json';
import { CheckoutPage } from './CheckoutContainer';

// The step order is a build-time switch; tests flip it through this getter.
const stepOrder = vi.hoisted(() => ({ value: 'shipping-first' as 'shipping-first' | 'receiver-first' }));
vi.mock('../../../../platform/config', async (original) => ({
  ...(await original<typeof Config>()),
  checkoutConfig: {
    get stepOrder() {
      return stepOrder.value;
    },
  },
}));

const CART_ID = 'c'.repeat(32);
const store = {
  code: 'en',
  basename: '/',
  name: 'Aurora Botanica',
  brand: 'Aurora Botanica',
  formattingLocale: 'en-US',
  currency: 'EUR',
  titlePrefix: '',
  titleSuffix: '| Aurora Botanica',
  defaultTitle: 'Aurora Botanica',
} as StoreView;

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });

function cart({ email = null, shipped = false }: { email?: string | null; shipped?: boolean } = {}) {
  const method = {
    carrier_code: 'flatrate',
    carrier_title: 'Flat Rate',
    method_code: 'flatrate',
    method_title: 'Fixed',
    amount: money(4.95),
    estimated_delivery_time: '2-4 working days',
  };
  return {
    __typename: 'Cart',
    id: CART_ID,
    email,
    is_virtual: false,
    total_quantity: 1,
    applied_coupons: [],
    itemsV2: {
      __typename: 'CartItems',
      items: [
        {
          __typename: 'SimpleCartItem',
          uid: 'i1',
          quantity: 1,
          is_available: true,
          isFreeGift: false,
          gwpCartLabel: null,
          product: {
            __typename: 'SimpleProduct',
            uid: 'p1',
            sku: 'AB-CL-001',
            name: 'Cloudberry Cleansing Gel',
            stock_status: 'IN_STOCK',
            is_sample_product: false,
            small_image: null,
          },
          prices: { __typename: 'CartItemPrices', row_total_including_tax: money(24) },
        },
      ],
    },
    shipping_addresses: shipped
      ? [
          {
            __typename: 'ShippingCartAddress',
            firstname: 'Jonas',
            middlename: null,
            lastname: 'Müller',
            company: null,
            street: ['Hauptstraße 5'],
            city: 'Berlin',
            region: null,
            postcode: '10115',
            country: { __typename: 'CartAddressCountry', code: 'DE', label: 'Germany' },
            telephone: '+49301234567',
            vat_id: null,
            registration_id: null,
            is_business: false,
            available_shipping_methods: [
              { __typename: 'AvailableShippingMethod', available: true, error_message: null, ...method },
            ],
            selected_shipping_method: { __typename: 'SelectedShippingMethod', ...method },
          },
        ]
      : [],
    billing_address: null,
    available_payment_methods: [
      {
        __typename: 'AvailablePaymentMethod',
        code: 'checkmo',
        title: 'Check / Money order',
        is_redirect: false,
      },
    ],
    selected_payment_method: null,
    prices: {
      __typename: 'CartPrices',
      grand_total: money(shipped ? 28.95 : 24),
      subtotal_including_tax: money(24),
      applied_taxes: [],
      discounts: [],
    },
    applied_gift_cards: [],
    applied_reward_points: null,
  };
}

function renderCheckout(data: ReturnType<typeof cart>, valid = true) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const byName: Record<string, unknown> = {
          CheckoutCartQuery: { cart: data },
          CheckoutValidateCart: {
            validateCart: {
              __typename: 'ValidateCartOutput',
              valid,
              errors: valid
                ? []
                : [
                    {
                      __typename: 'CartUserInputError',
                      code: 'INSUFFICIENT_STOCK',
                      message: 'The requested qty is not available',
                    },
                  ],
            },
          },
          CheckoutAgreements: {
            checkoutAgreements: [
              {
                __typename: 'CheckoutAgreement',
                agreement_id: 1,
                name: 'Terms and Conditions',
                checkbox_text: 'I agree to the Terms and Conditions',
                content: '<p>Returns within 14 days.</p>',
                is_html: true,
                mode: 'MANUAL',
              },
            ],
          },
        };
        observer.next({ data: byName[operation.operationName ?? ''] as Record<string, unknown> });
        observer.complete();
      }),
  );
  const apollo = new ApolloClient({
    link,
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
  });
  const router = createMemoryRouter([{ path: '/checkout', element: <CheckoutPage /> }], {
    initialEntries: ['/checkout'],
  });
  return render(
    <ApolloProvider client={apollo}>
      <IntlProvider locale="en-US" messages={messages}>
        <StoreViewProvider value={store}>
          <RouterProvider router={router} />
        </StoreViewProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
}

const stepTitles = () =>
  within(screen.getByTestId('checkout'))
    .getAllByRole('button', { name: /details/ })
    .map((b) =>
      b.textContent
        ?.replace(/^\d|Edit$/g, '')
        .replace(/\d\.\s/, '')
        .split(',')[0]!
        .trim(),
    );

beforeEach(() => {
  localStorage.setItem('cart_id_en', CART_ID);
  // The guest dialog was answered (its own test clears this).
  sessionStorage.setItem('checkout_draft_en', JSON.stringify({ cartId: CART_ID, guestConfirmed: true }));
  stepOrder.value = 'shipping-first';
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('CheckoutPage', () => {
  it('asks guests to continue as guest once, and remembers it for the tab', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const { unmount } = renderCheckout(cart());
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    renderCheckout(cart());
    await screen.findByTestId('checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('orders the steps shipping, receiver, payment by default and starts at the first', async () => {
    renderCheckout(cart());
    await screen.findByText('Step 1 of 3');
    expect(document.title).toBe('Checkout | Aurora Botanica');
    expect(stepTitles()).toEqual(['Shipping details', 'Receiver details', 'Payment details']);
    expect(screen.getByRole('group', { name: 'Shipping address' })).toBeTruthy();
  });

  it('orders them receiver, shipping, payment in the other reading', async () => {
    stepOrder.value = 'receiver-first';
    renderCheckout(cart());
    await screen.findByText('Step 1 of 3');
    expect(stepTitles()).toEqual(['Receiver details', 'Shipping details', 'Payment details']);
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeTruthy();
  });

  it('resumes at payment when the server cart holds the address, method and e-mail', async () => {
    renderCheckout(cart({ email: 'jonas@example.com', shipped: true }));
    await screen.findByText('Step 3 of 3');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' })).toBeTruthy();
    expect(screen.getByText(/Hauptstraße 5, 10115 Berlin/)).toBeTruthy();
  });

  it('blocks placing the order while an item is over the available quantity', async () => {
    renderCheckout(cart({ email: 'jonas@example.com', shipped: true }), false);
    await screen.findByText('Some products in your bag are not available');
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', true);
  });

  it('says the bag is empty without a cart', async () => {
    localStorage.clear();
    renderCheckout(cart());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shopping bag is empty' })).toBeTruthy();
  });
});
