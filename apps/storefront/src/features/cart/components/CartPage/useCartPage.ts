import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../../platform/toasts';
import { useBrowserValue } from '../../../../platform/useHydrated';
import { useStoreView } from '../../../../platform/store/store-context';
import {
  availableQty,
  cartFailureMessage,
  clearStoredCartId,
  isDroppedStockMessage,
  isInvalidCartError,
  presentItems,
  showCartError,
  useCartId,
  useCartOperation,
  useCartSession,
  userErrorsMessage,
} from '../..';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { AddSampleToCartDocument } from './__generated__/AddSampleToCart';
import { ApplyDiscountCodeToCartDocument } from './__generated__/ApplyDiscountCodeToCart';
import { ApplyGiftCardToCartDocument } from './__generated__/ApplyGiftCardToCart';
import { ApplyRewardPointsToCartDocument } from './__generated__/ApplyRewardPointsToCart';
import { CartPageDocument } from './__generated__/CartPage';
import { CartPageRemoveItemDocument } from './__generated__/CartPageRemoveItem';
import { CartPageUpdateItemDocument } from './__generated__/CartPageUpdateItem';
import { CartPageViewFragmentDoc } from './__generated__/CartPageView';
import { GiftCardBalanceDocument } from './__generated__/GiftCardBalance';
import { MiniCartFragmentDoc } from '../../__generated__/MiniCart';
import { MiniCartItemFragmentDoc } from '../../__generated__/MiniCartItem';
import { RemoveDiscountCodeFromCartDocument } from './__generated__/RemoveDiscountCodeFromCart';
import { RemoveGiftCardFromCartDocument } from './__generated__/RemoveGiftCardFromCart';
import { RemoveRewardPointsFromCartDocument } from './__generated__/RemoveRewardPointsFromCart';
import { ValidateCartDocument } from './__generated__/ValidateCart';
import type { MiniCartItemFragment } from '../../../../gql/graphql';
import { boughtProduct, removalTakesFreeLines } from '../../cartItemProps';
import { showFreeLinesRemoved } from '../../feedback';
import { itemStockState } from './cartView';
import { clearSavedPromoCode, readSavedPromoCode } from './savedPromoCode';
import { takePrefetchedCart } from './prefetch';

/** Spec §8: "Promo code applied successfully!" stays 5 s. */
export const COUPON_TOAST_MS = 5000;

type Status<S extends string> = { status: S | 'idle'; error: string | null };

const idle = { status: 'idle', error: null } as const;

interface UserError {
  code?: string | null;
  message: string;
}

const isStockError = (e: UserError) =>
  e.code === 'NOT_SALABLE' || e.code === 'INSUFFICIENT_STOCK' || isDroppedStockMessage(e.message);

/**
 * Data and actions of the cart page. The cart id lives in browser storage, so the page fetches in
 * the browser, except for the first page's bag the server rendered from the cart id cookie
 * (`serverCartId`, serverCart.ts), which starts from the cache the page came with. Every change
 * returns the whole page fragment, which updates the page, the mini cart and the header count from
 * one response. `validateCart` runs after each change to block checkout.
 */
export function useCartPage(serverCartId: string | null = null) {
  const intl = useIntl();
  const store = useStoreView();
  const apollo = useApolloClient();
  const session = useCartSession();
  const runCart = useCartOperation();
  const cartId = useCartId(serverCartId);
  // The bag the server rendered from the cart id cookie (serverCart.ts): its answer is in the
  // cache the page came with, so the server and the hydrating browser render the same bag.
  const serverRendered = cartId !== null && cartId === serverCartId;

  // Each visit asks the API for the cart, except the first page's bag when the server rendered it
  // or its cart was asked for while the page hydrated (prefetch.ts): that one starts from the answer.
  const [prefetchedCart] = useState(takePrefetchedCart);
  const query = useQuery(CartPageDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy:
      serverRendered || (cartId !== null && cartId === prefetchedCart) ? 'cache-first' : 'cache-and-network',
    errorPolicy: 'all',
  });
  // Asked for in the browser only (the server never subscribes, so it never asks): a server-rendered
  // bag hydrates without it, as the browser's first render (network-only) has no answer yet either.
  // Not `ssr: false`: that gives the hydrating render Apollo's fixed "disabled" result, a different
  // object from the browser's, and React then renders the whole bag again at once, in one task
  // with the hydration's effects (issue 18: 17 ms of a 50 ms task, unthrottled).
  const validation = useQuery(ValidateCartDocument, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'network-only',
  });

  // A stored cart the server no longer knows (ordered, expired, someone else's) is emptied; the
  // page then shows the empty cart, and the next add creates a new one (spec §4).
  const invalidCart = Boolean(query.error && isInvalidCartError(query.error));
  useEffect(() => {
    if (invalidCart) clearStoredCartId(store.code);
  }, [invalidCart, store.code]);

  const cart = cartId ? (getFragmentData(CartPageViewFragmentDoc, query.data?.cart) ?? null) : null;
  const items = useMemo(() => {
    const mini = getFragmentData(MiniCartFragmentDoc, cart);
    return presentItems(mini?.itemsV2?.items).map((i) => getFragmentData(MiniCartItemFragmentDoc, i));
  }, [cart]);

  const revalidate = useCallback(() => {
    if (cartId) void validation.refetch().catch(() => undefined);
  }, [cartId, validation]);

  // Salable quantities of the lines the server marks unavailable (spec §7 availableProductQty,
  // network-only), for "Only {max_qty} left in stock". Only SKUs not fetched yet: a stock toast
  // refreshes a known one itself.
  const [available, setAvailable] = useState<Record<string, number | null>>({});
  const missingSkus = [
    ...new Set(
      items
        .filter((i) => itemStockState(i).status !== 'ok')
        .map((i) => boughtProduct(i).sku)
        .filter((sku): sku is string => !!sku && !(sku in available)),
    ),
  ].join(',');
  useEffect(() => {
    if (!missingSkus) return;
    let live = true;
    void Promise.all(
      missingSkus.split(',').map(async (sku) => [sku, await availableQty(session, sku)] as const),
    ).then((entries) => live && setAvailable((prev) => ({ ...prev, ...Object.fromEntries(entries) })));
    return () => {
      live = false;
    };
  }, [missingSkus, session]);

  const stockToast = useCallback(
    async (sku: string) => {
      const qty = await availableQty(session, sku);
      setAvailable((prev) => ({ ...prev, [sku]: qty }));
      showCartError(
        qty !== null && qty > 0
          ? intl.formatMessage({ id: 'cartPage.stock.limited' }, { max_qty: qty })
          : intl.formatMessage({ id: 'cartPage.stock.outOfStock' }),
      );
    },
    [session, intl],
  );

  // --- items -------------------------------------------------------------------------------------
  const [pendingItem, setPendingItem] = useState<string | null>(null);
  const updateQuantity = useCallback(
    async (item: MiniCartItemFragment, quantity: number) => {
      const sku = boughtProduct(item).sku ?? '';
      setPendingItem(item.uid);
      try {
        const errors = await runCart(async (id) => {
          const { data } = await apollo.mutate({
            mutation: CartPageUpdateItemDocument,
            variables: { cartId: id, itemUid: item.uid, quantity },
          });
          return (data?.updateCartItems?.errors ?? [])
            .filter((e) => e != null)
            .map((e): UserError => ({ code: e.code, message: e.message }));
        });
        const other = errors.filter((e) => !isStockError(e));
        if (other.length) showCartError(userErrorsMessage(other));
        else if (errors.length) await stockToast(sku);
      } catch (error) {
        showCartError(error);
      } finally {
        setPendingItem(null);
        revalidate();
      }
    },
    [apollo, runCart, stockToast, revalidate],
  );

  const removeItem = useCallback(
    async (uid: string) => {
      setPendingItem(uid);
      const takesFreeLines = removalTakesFreeLines(items, uid);
      try {
        await runCart((id) =>
          apollo.mutate({ mutation: CartPageRemoveItemDocument, variables: { cartId: id, itemUid: uid } }),
        );
        if (takesFreeLines) showFreeLinesRemoved(intl.formatMessage({ id: 'cartData.freeLinesRemoved' }));
      } catch (error) {
        showCartError(error);
      } finally {
        setPendingItem(null);
        revalidate();
      }
    },
    [apollo, runCart, revalidate, items, intl],
  );

  // --- samples -----------------------------------------------------------------------------------
  // Pending sample changes by SKU: the checkbox shows the shopper's choice at once (optimistic)
  // and stays locked until the server answers.
  const [pendingSamples, setPendingSamples] = useState<Record<string, 'add' | 'remove'>>({});
  const settleSample = (sku: string) =>
    setPendingSamples((p) => Object.fromEntries(Object.entries(p).filter(([s]) => s !== sku)));
  const [sampleError, setSampleError] = useState<string | null>(null);
  const addSample = useCallback(
    async (sku: string) => {
      setPendingSamples((p) => ({ ...p, [sku]: 'add' }));
      setSampleError(null);
      try {
        const errors = await runCart(async (id) => {
          const { data } = await apollo.mutate({
            mutation: AddSampleToCartDocument,
            variables: { cartId: id, sku },
          });
          return (data?.addProductsToCart?.user_errors ?? [])
            .filter((e) => e != null)
            .map((e): UserError => ({ code: e.code, message: e.message }));
        });
        if (errors.length) setSampleError(userErrorsMessage(errors));
      } catch (error) {
        setSampleError(cartFailureMessage(error));
      } finally {
        settleSample(sku);
        revalidate();
      }
    },
    [apollo, runCart, revalidate],
  );
  const removeSample = useCallback(
    async (sku: string, uid: string | undefined) => {
      if (!uid) return;
      setPendingSamples((p) => ({ ...p, [sku]: 'remove' }));
      setSampleError(null);
      try {
        await runCart((id) =>
          apollo.mutate({ mutation: CartPageRemoveItemDocument, variables: { cartId: id, itemUid: uid } }),
        );
      } catch (error) {
        setSampleError(cartFailureMessage(error));
      } finally {
        settleSample(sku);
        revalidate();
      }
    },
    [apollo, runCart, revalidate],
  );

  // --- coupon ------------------------------------------------------------------------------------
  const [coupon, setCoupon] = useState<Status<'applying' | 'removing'>>(idle);
  // A saved code is read from storage, which the server cannot see: a bag the server rendered
  // reads it once hydrated, so the coupon field hydrates as the server rendered it.
  const savedCode = useBrowserValue(readSavedPromoCode, null);
  const applyCoupon = useCallback(
    async (code: string, options: { silent?: boolean } = {}) => {
      setCoupon({ status: 'applying', error: null });
      try {
        await runCart((id) =>
          apollo.mutate({ mutation: ApplyDiscountCodeToCartDocument, variables: { cartId: id, code } }),
        );
        clearSavedPromoCode();
        setCoupon(idle);
        showToast({
          id: 'cart-coupon-applied',
          type: 'success',
          message: intl.formatMessage({ id: 'cartPage.coupon.success' }),
          timeout: COUPON_TOAST_MS,
          dismissable: true,
        });
      } catch (error) {
        setCoupon({ status: 'idle', error: options.silent ? null : cartFailureMessage(error) });
      }
    },
    [apollo, runCart, intl],
  );
  const removeCoupon = useCallback(async () => {
    setCoupon({ status: 'removing', error: null });
    try {
      await runCart((id) =>
        apollo.mutate({ mutation: RemoveDiscountCodeFromCartDocument, variables: { cartId: id } }),
      );
      setCoupon(idle);
    } catch (error) {
      setCoupon({ status: 'idle', error: cartFailureMessage(error) });
    }
  }, [apollo, runCart]);
  const clearCouponError = useCallback(() => setCoupon((c) => (c.error ? { ...c, error: null } : c)), []);

  // A saved promo code (spec §3/§7) is applied once per visit to a cart with items and no coupon;
  // a code the cart does not qualify for yet stays saved and pre-filled, without an error.
  const triedSaved = useRef(false);
  const hasCoupon = Boolean(cart?.applied_coupons?.some((c) => c?.code));
  useEffect(() => {
    if (!savedCode || triedSaved.current || !cart || items.length === 0 || hasCoupon) return;
    triedSaved.current = true;
    void applyCoupon(savedCode, { silent: true });
  }, [savedCode, cart, items.length, hasCoupon, applyCoupon]);

  // --- gift cards --------------------------------------------------------------------------------
  const [giftCard, setGiftCard] = useState<Status<'applying' | 'checking' | 'removing'> & { code?: string }>(
    idle,
  );
  const [balance, setBalance] = useState<{
    code: string;
    balance: number;
    expirationDate: string | null;
  } | null>(null);
  const applyGiftCard = useCallback(
    async (code: string) => {
      setGiftCard({ status: 'applying', error: null });
      try {
        await runCart((id) =>
          apollo.mutate({ mutation: ApplyGiftCardToCartDocument, variables: { cartId: id, code } }),
        );
        setGiftCard(idle);
      } catch (error) {
        setGiftCard({ status: 'idle', error: cartFailureMessage(error) });
      }
    },
    [apollo, runCart],
  );
  const removeGiftCard = useCallback(
    async (code: string) => {
      setGiftCard({ status: 'removing', error: null, code });
      try {
        await runCart((id) =>
          apollo.mutate({ mutation: RemoveGiftCardFromCartDocument, variables: { cartId: id, code } }),
        );
        setGiftCard(idle);
      } catch (error) {
        setGiftCard({ status: 'idle', error: cartFailureMessage(error) });
      }
    },
    [apollo, runCart],
  );
  const checkGiftCardBalance = useCallback(
    async (code: string) => {
      setGiftCard({ status: 'checking', error: null });
      setBalance(null);
      try {
        const { data } = await apollo.query({
          query: GiftCardBalanceDocument,
          variables: { code },
          fetchPolicy: 'network-only',
        });
        const account = data?.giftCardAccount;
        if (!account) throw new Error(intl.formatMessage({ id: 'cartPage.giftCard.notFound' }));
        const expires = account.expiration_date ? new Date(account.expiration_date) : null;
        setBalance({
          code: account.code ?? code,
          balance: account.balance?.value ?? 0,
          expirationDate:
            expires && !Number.isNaN(expires.getTime())
              ? intl.formatDate(expires, { dateStyle: 'long' })
              : null,
        });
        setGiftCard(idle);
      } catch (error) {
        setGiftCard({ status: 'idle', error: cartFailureMessage(error) });
      }
    },
    [apollo, intl],
  );
  const clearGiftCardError = useCallback(() => setGiftCard((c) => (c.error ? { ...c, error: null } : c)), []);

  // --- reward points -----------------------------------------------------------------------------
  const [points, setPoints] = useState<Status<'applying' | 'removing'>>(idle);
  const applyPoints = useCallback(async () => {
    setPoints({ status: 'applying', error: null });
    try {
      await runCart((id) =>
        apollo.mutate({ mutation: ApplyRewardPointsToCartDocument, variables: { cartId: id } }),
      );
      setPoints(idle);
    } catch (error) {
      setPoints({ status: 'idle', error: cartFailureMessage(error) });
    }
  }, [apollo, runCart]);
  const removePoints = useCallback(async () => {
    setPoints({ status: 'removing', error: null });
    try {
      await runCart((id) =>
        apollo.mutate({ mutation: RemoveRewardPointsFromCartDocument, variables: { cartId: id } }),
      );
      setPoints(idle);
    } catch (error) {
      setPoints({ status: 'idle', error: cartFailureMessage(error) });
    }
  }, [apollo, runCart]);

  const loadError = query.error && !invalidCart && !query.data?.cart ? cartFailureMessage(query.error) : null;

  return {
    cartId,
    serverRendered,
    cart,
    items,
    loading: Boolean(cartId) && query.loading && !query.data,
    loadError,
    reload: () => void query.refetch().catch(() => undefined),
    validation: validation.data?.validateCart ?? null,
    available,
    pendingItem,
    updateQuantity,
    removeItem,
    samples: { pending: pendingSamples, error: sampleError, add: addSample, remove: removeSample },
    coupon: {
      ...coupon,
      savedCode,
      apply: applyCoupon,
      remove: removeCoupon,
      clearError: clearCouponError,
    },
    giftCard: {
      ...giftCard,
      balance,
      apply: applyGiftCard,
      remove: removeGiftCard,
      checkBalance: checkGiftCardBalance,
      clearError: clearGiftCardError,
    },
    points: { ...points, apply: applyPoints, remove: removePoints },
  };
}
