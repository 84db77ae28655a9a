import type {
  AddressFormLabels,
  CartSummaryLabels,
  CheckoutStepsLabels,
  CouponFormLabels,
  OrderSummaryLabels,
  PaymentMethodListLabels,
  ShippingMethodListLabels,
} from '@shop/ui';
import type { IntlShape } from 'react-intl';

/**
 * The address form's texts in the shopper's language (spec §5 messages included): the checkout's
 * addresses and the customer's address book show the same fields.
 */
export function addressFormLabels(intl: IntlShape): AddressFormLabels {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const validation = {
    required: t('checkoutPage.validation.required'),
    invalidEmail: t('checkoutPage.validation.email'),
    invalidPhone: t('checkoutPage.validation.phone'),
    invalidPostcode: t('checkoutPage.validation.postcode'),
    latinOnly: t('checkoutPage.validation.latinOnly'),
    maxLength: t('checkoutPage.validation.maxLength', { max: 65 }),
  };
  return {
    email: t('checkoutPage.address.email'),
    firstname: t('checkoutPage.address.firstname'),
    middlename: t('checkoutPage.address.middlename'),
    lastname: t('checkoutPage.address.lastname'),
    street1: t('checkoutPage.address.street1'),
    street2: t('checkoutPage.address.street2'),
    city: t('checkoutPage.address.city'),
    region: t('checkoutPage.address.region'),
    postcode: t('checkoutPage.address.postcode'),
    postcodeHint: (example) => t('checkoutPage.address.postcodeHint', { example }),
    country: t('checkoutPage.address.country'),
    chooseCountry: t('checkoutPage.address.chooseCountry'),
    telephone: t('checkoutPage.address.telephone'),
    isBusiness: t('checkoutPage.address.isBusiness'),
    company: t('checkoutPage.address.company'),
    registrationId: t('checkoutPage.address.registrationId'),
    vatId: t('checkoutPage.address.vatId'),
    optional: t('checkoutPage.address.optional'),
    ...validation,
  };
}

/** Translated texts for the checkout's @shop/ui components (they default to English). */
export function checkoutLabels(intl: IntlShape) {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const address = addressFormLabels(intl);
  const validation = { required: address.required, invalidEmail: address.invalidEmail };
  const steps: CheckoutStepsLabels = {
    progress: (current, total) => t('checkoutPage.steps.progress', { current, total }),
    edit: t('checkoutPage.steps.edit'),
    states: {
      current: t('checkoutPage.steps.current'),
      complete: t('checkoutPage.steps.complete'),
      upcoming: t('checkoutPage.steps.upcoming'),
    },
  };
  const shipping: ShippingMethodListLabels = {
    legend: t('checkoutPage.shipping.legend'),
    loading: t('checkoutPage.loading'),
    empty: t('checkoutPage.shipping.empty'),
    failed: t('checkoutPage.shipping.failed'),
    retry: t('checkoutPage.retry'),
    free: t('checkoutPage.free'),
    pickup: t('checkoutPage.shipping.pickup'),
    required: address.required,
  };
  const payment: PaymentMethodListLabels = {
    legend: t('checkoutPage.payment.legend'),
    required: address.required,
    agreementRequired: t('checkoutPage.payment.agreementRequired'),
    readTerms: t('checkoutPage.payment.readTerms'),
    noMethods: t('checkoutPage.payment.noMethods'),
  };
  const summary: OrderSummaryLabels = {
    title: t('checkoutPage.summary.title'),
    items: (count) => t('checkoutPage.summary.items', { count }),
    quantity: (count) => t('checkoutPage.summary.quantity', { count }),
    free: t('checkoutPage.free'),
    totals: t('checkoutPage.summary.totals'),
  };
  const totals: Partial<CartSummaryLabels> = {
    subtotal: t('checkoutPage.totals.subtotal'),
    taxIncluded: (label) => t('checkoutPage.totals.taxIncluded', { label }),
    giftCard: (code) => t('checkoutPage.totals.giftCard', { code }),
    rewardPoints: (points) => t('checkoutPage.totals.rewardPoints', { points }),
    shipping: t('checkoutPage.totals.shipping'),
    shippingAtCheckout: t('checkoutPage.totals.shippingNotChosen'),
    free: t('checkoutPage.free'),
    estimatedDelivery: (text) => t('checkoutPage.totals.estimatedDelivery', { text }),
    grandTotal: t('checkoutPage.totals.grandTotal'),
    deduction: (amount) => t('checkoutPage.totals.deduction', { amount }),
  };
  const coupon: Partial<CouponFormLabels> = {
    field: t('checkoutPage.coupon.field'),
    apply: t('checkoutPage.coupon.apply'),
    remove: t('checkoutPage.coupon.remove'),
    removeCode: (code) => t('checkoutPage.coupon.removeCode', { code }),
    applied: (code) => t('checkoutPage.coupon.applied', { code }),
    required: address.required,
  };
  return { t, validation, address, steps, shipping, payment, summary, totals, coupon };
}

export type CheckoutLabels = ReturnType<typeof checkoutLabels>;
