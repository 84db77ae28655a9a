import {
  Button,
  CartItem,
  CartLayout,
  CartSummary,
  Container,
  CouponForm,
  GiftCardForm,
  GiftProgress,
  Heading,
  Inline,
  Loader,
  RewardPoints,
  SampleSelector,
  Stack,
  StatusView,
  Text,
  formatPrice,
} from '@shop/ui';
import { useCallback, useDeferredValue } from 'react';
import { useBrowserOr } from '../../../../platform/useHydrated';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStoreView } from '../../../../platform/store/store-context';
import { boughtProduct, cartItemData, cartLineOptions } from '../../cartItemProps';

import {
  cartDeductions,
  giftStages,
  itemStockState,
  orderedLines,
  sampleChoices,
  withPending,
} from './cartView';
import { LoyaltyCouponOffers } from './LoyaltyCouponOffers';
import { useCartPage } from './useCartPage';

/**
 * Lines whose pictures are above the fold on a phone; the samples follow them. In a bag the server
 * rendered, those pictures load at once and show before hydration (issue 18: the largest of them is
 * the page's largest paint).
 */
const ABOVE_THE_FOLD_LINES = 2;

export interface CartPageProps {
  /** Spec §1: loyalty points show only when the store config flag loyalty_pwa_enabled is on. */
  loyaltyEnabled: boolean;
  /** The cart the server rendered the bag with (serverCart.ts), else null. */
  serverCartId?: string | null;
}

/**
 * The /cart page (spec §2, §3 Cart): lines with quantity and remove, free gifts, samples, promo code,
 * gift cards, loyalty points, gift progress, totals and the checkout button, which is blocked while a
 * line is out of stock or over the available quantity (spec §5, validateCart).
 */
export function CartPage({ loyaltyEnabled, serverCartId = null }: CartPageProps) {
  const intl = useIntl();
  const store = useStoreView();
  const page = useCartPage(serverCartId);
  const t = useCallback(
    (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );

  const currency =
    page.cart?.prices?.grand_total?.currency ??
    page.cart?.prices?.subtotal_including_tax?.currency ??
    store.currency;
  const money = useCallback(
    (value: number) => formatPrice(value, currency, store.formattingLocale),
    [currency, store.formattingLocale],
  );
  const number = useCallback((value: number) => intl.formatNumber(value), [intl]);
  // The bag replaces the loader in a transition (issue 18): React renders it in slices that let
  // the shopper's input through, instead of one long task right after hydrating. Going back to
  // the loader (a retry) is at once. A bag the server rendered from the cart id cookie is there
  // from the start (the server knows no other cart; the browser knows the stored one).
  const knowsCart = useBrowserOr(page.serverRendered);
  const loaded = knowsCart && !page.loading;
  const ready = useDeferredValue(loaded, page.serverRendered) && loaded;

  const heading = (count?: number) => (
    <Inline space="small" alignY="baseline">
      <Heading level={1}>{t('cartPage.title')}</Heading>
      {count ? <Text tone="muted">{t('cartPage.count', { count })}</Text> : null}
    </Inline>
  );

  if (!ready) {
    return (
      <Container paddingY="page">
        <Stack space="xlarge">
          {heading()}
          {/* The cart fills in after the page loads: hold the screen so the footer stays put. */}
          <Loader label={t('cartPage.loading')} fill="screen" />
        </Stack>
      </Container>
    );
  }

  if (page.loadError) {
    return (
      <Container paddingY="page">
        <StatusView
          tone="critical"
          title={t('cartPage.error.title')}
          message={page.loadError}
          action={<Button onClick={page.reload}>{t('cartPage.error.retry')}</Button>}
        />
      </Container>
    );
  }

  const cart = page.cart;
  if (!cart || page.items.length === 0) {
    return (
      <Container paddingY="page">
        <StatusView
          title={t('cartPage.empty.title')}
          message={t('cartPage.empty.message')}
          action={
            <Button asChild>
              <Link to="/">{t('cartPage.empty.action')}</Link>
            </Button>
          }
        />
      </Container>
    );
  }

  const lines = orderedLines(page.items);
  const stockStates = new Map(
    lines.map((item) => [item.uid, itemStockState(item, page.available[boughtProduct(item).sku ?? ''])]),
  );
  const blocked =
    page.validation?.valid === false || [...stockStates.values()].some((s) => s.status !== 'ok');
  const samples = sampleChoices(cart, page.items);
  const stages = giftStages(cart);
  const deductions = cartDeductions(cart);
  const selectedShipping = cart.shipping_addresses[0]?.selected_shipping_method ?? null;
  const appliedCoupon = cart.applied_coupons?.find((c) => c?.code)?.code ?? null;
  const noticeId = 'cart-checkout-blocked';

  const stockMessage = (uid: string) => {
    const state = stockStates.get(uid);
    if (!state || state.status === 'ok') return undefined;
    if (state.status === 'outOfStock') return t('cartPage.stock.outOfStock');
    return state.available !== null && state.available > 0
      ? t('cartPage.stock.limited', { max_qty: state.available })
      : t('cartPage.stock.overQuantity');
  };

  const itemTexts = {
    quantity: t('cartPage.item.quantity'),
    remove: t('cartPage.item.remove'),
    removeItem: (name: string) => t('cartPage.item.removeItem', { name }),
    decrease: t('cartPage.item.decrease'),
    increase: t('cartPage.item.increase'),
    sample: t('cartPage.item.sample'),
    freeGift: t('cartPage.item.freeGift'),
    free: t('cartPage.item.free'),
    fixedQuantity: (quantity: number) => t('cartPage.item.fixedQuantity', { quantity }),
  };
  const optionLabels = {
    amount: t('cartPage.item.amount'),
    from: t('cartPage.item.from'),
    to: t('cartPage.item.to'),
    message: t('cartPage.item.message'),
  };

  const main = (
    <>
      {heading(cart.total_quantity)}
      <Stack as="ul" space="large">
        {lines.map((item, index) => {
          const data = cartItemData(item, store.formattingLocale);
          const message = stockMessage(item.uid);
          return (
            <li key={item.uid}>
              <CartItem
                name={data.name}
                {...(data.href ? { href: data.href } : {})}
                image={data.image ?? ''}
                options={cartLineOptions(item, optionLabels, (value) => money(value))}
                price={data.price}
                quantity={data.quantity}
                {...(data.maxQuantity !== undefined ? { maxQuantity: data.maxQuantity } : {})}
                {...(data.fixedQuantity
                  ? {}
                  : { onQuantityChange: (quantity: number) => void page.updateQuantity(item, quantity) })}
                {...(data.removable ? { onRemove: () => void page.removeItem(item.uid) } : {})}
                busy={page.pendingItem === item.uid}
                freeGift={data.freeGift ?? false}
                sample={data.sample ?? false}
                {...(message ? { stockMessage: message, stockTone: 'error' as const } : {})}
                size="regular"
                priority={index < ABOVE_THE_FOLD_LINES && page.serverRendered}
                nameAs="h2"
                text={itemTexts}
              />
            </li>
          );
        })}
      </Stack>
      {samples.options.length > 0 && cart.sample_limit > 0 ? (
        <SampleSelector
          samples={samples.options}
          selected={withPending(samples.selected, page.samples.pending)}
          limit={cart.sample_limit}
          pendingIds={Object.keys(page.samples.pending)}
          error={page.samples.error}
          priority={lines.length <= ABOVE_THE_FOLD_LINES && page.serverRendered}
          onAdd={(sku) => void page.samples.add(sku)}
          onRemove={(sku) => void page.samples.remove(sku, samples.itemUidBySku[sku])}
          labels={{
            title: t('cartPage.samples.title'),
            intro: (limit) => t('cartPage.samples.intro', { limit }),
            chosen: (count, limit) => t('cartPage.samples.chosen', { count, limit }),
            full: (limit) => t('cartPage.samples.full', { limit }),
          }}
        />
      ) : null}
    </>
  );

  const aside = (
    <>
      {stages.length > 0 ? (
        <GiftProgress
          stages={stages}
          total={cart.gift_progress.current.value ?? 0}
          formatPrice={money}
          labels={{
            title: t('cartPage.gifts.title'),
            stages: {
              freeShipping: t('cartPage.gifts.freeShipping'),
              smallGift: t('cartPage.gifts.smallGift'),
              largeGift: t('cartPage.gifts.largeGift'),
              extraGift: t('cartPage.gifts.extraGift'),
            },
            next: (remaining, stage) => t('cartPage.gifts.next', { remaining, stage }),
            complete: t('cartPage.gifts.complete'),
            reached: t('cartPage.gifts.reached'),
            notReached: t('cartPage.gifts.notReached'),
            valueText: (total, max) => t('cartPage.gifts.valueText', { total, max }),
          }}
        />
      ) : null}
      {loyaltyEnabled && page.cartId ? (
        <LoyaltyCouponOffers
          cartId={page.cartId}
          appliedCode={appliedCoupon}
          busy={page.coupon.status !== 'idle'}
          onApply={(code) => void page.coupon.apply(code)}
        />
      ) : null}
      <CouponForm
        appliedCode={appliedCoupon}
        defaultCode={page.coupon.savedCode ?? ''}
        status={page.coupon.status}
        error={page.coupon.error}
        onApply={(code) => void page.coupon.apply(code)}
        onRemove={() => void page.coupon.remove()}
        onCodeChange={page.coupon.clearError}
        labels={{
          field: t('cartPage.coupon.field'),
          apply: t('cartPage.coupon.apply'),
          remove: t('cartPage.coupon.remove'),
          removeCode: (code) => t('cartPage.coupon.removeCode', { code }),
          applied: (code) => t('cartPage.coupon.applied', { code }),
        }}
      />
      <GiftCardForm
        applied={(cart.applied_gift_cards ?? []).flatMap((g) =>
          g?.code
            ? [
                {
                  code: g.code,
                  appliedAmount: g.applied_balance?.value ?? 0,
                  balance: g.current_balance?.value ?? null,
                },
              ]
            : [],
        )}
        balance={page.giftCard.balance}
        status={page.giftCard.status}
        removingCode={page.giftCard.code ?? null}
        error={page.giftCard.error}
        onApply={(code) => void page.giftCard.apply(code)}
        onRemove={(code) => void page.giftCard.remove(code)}
        onCheckBalance={(code) => void page.giftCard.checkBalance(code)}
        onCodeChange={page.giftCard.clearError}
        formatPrice={money}
        labels={{
          field: t('cartPage.giftCard.field'),
          apply: t('cartPage.giftCard.apply'),
          checkBalance: t('cartPage.giftCard.checkBalance'),
          remove: t('cartPage.giftCard.remove'),
          removeCode: (code) => t('cartPage.giftCard.removeCode', { code }),
          appliedAmount: (amount) => t('cartPage.giftCard.appliedAmount', { amount }),
          remaining: (amount) => t('cartPage.giftCard.remaining', { amount }),
          balance: (code, amount) => t('cartPage.giftCard.balance', { code, amount }),
          expires: (date) => t('cartPage.giftCard.expires', { date }),
          appliedTitle: t('cartPage.giftCard.appliedTitle'),
        }}
      />
      {loyaltyEnabled ? (
        <RewardPoints
          potential={
            cart.potential_reward_points
              ? {
                  points: cart.potential_reward_points.points,
                  amount: cart.potential_reward_points.money.value ?? 0,
                }
              : null
          }
          applied={deductions.rewardPoints}
          // Points belong to the customer behind the cart's e-mail: without one there are none to use.
          canApply={Boolean(cart.email)}
          status={page.points.status}
          error={page.points.error}
          onApply={() => void page.points.apply()}
          onRemove={() => void page.points.remove()}
          formatPrice={money}
          formatNumber={number}
          labels={{
            title: t('cartPage.points.title'),
            potential: (points, amount) => t('cartPage.points.potential', { points, amount }),
            applied: (points, amount) => t('cartPage.points.applied', { points, amount }),
            apply: t('cartPage.points.apply'),
            remove: t('cartPage.points.remove'),
          }}
        />
      ) : null}
      <CartSummary
        subtotal={cart.prices?.subtotal_including_tax?.value ?? 0}
        taxes={(cart.prices?.applied_taxes ?? []).flatMap((tax) =>
          tax ? [{ label: tax.label, amount: tax.amount.value ?? 0 }] : [],
        )}
        discounts={deductions.discounts}
        giftCards={deductions.giftCards}
        rewardPoints={deductions.rewardPoints}
        shipping={
          selectedShipping
            ? {
                amount: selectedShipping.amount.value ?? 0,
                label: selectedShipping.method_title || selectedShipping.carrier_title,
                estimatedDelivery: selectedShipping.estimated_delivery_time ?? null,
              }
            : null
        }
        showShipping={!cart.is_virtual}
        grandTotal={cart.prices?.grand_total?.value ?? 0}
        formatPrice={money}
        formatNumber={number}
        labels={{
          title: t('cartPage.summary.title'),
          subtotal: t('cartPage.summary.subtotal'),
          taxIncluded: (label) => t('cartPage.summary.taxIncluded', { label }),
          giftCard: (code) => t('cartPage.summary.giftCard', { code }),
          rewardPoints: (points) => t('cartPage.summary.rewardPoints', { points }),
          shipping: t('cartPage.summary.shipping'),
          shippingAtCheckout: t('cartPage.summary.shippingAtCheckout'),
          free: t('cartPage.summary.free'),
          estimatedDelivery: (text) => t('cartPage.summary.estimatedDelivery', { text }),
          grandTotal: t('cartPage.summary.grandTotal'),
          deduction: (amount) => t('cartPage.summary.deduction', { amount }),
        }}
        footer={
          blocked ? (
            <Stack space="small">
              <Text tone="critical" size="small" id={noticeId}>
                <span role="alert">{t('cartPage.checkout.blocked')}</span>
              </Text>
              <Button fullWidth size="large" disabled aria-describedby={noticeId}>
                {t('cartPage.checkout')}
              </Button>
            </Stack>
          ) : (
            <Button asChild fullWidth size="large">
              <Link to="/checkout">{t('cartPage.checkout')}</Link>
            </Button>
          )
        }
      />
    </>
  );

  return (
    <Container paddingY="page">
      <CartLayout main={main} aside={aside} asideLabel={t('cartPage.aside.label')} />
    </Container>
  );
}
