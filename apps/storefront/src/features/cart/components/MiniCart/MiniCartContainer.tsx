import { CartItem, formatPrice, MiniCart, type MiniCartState } from '@shop/ui';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { useCartItemActions, useMiniCartQuery } from '../..';
import {
  cartItemData,
  cartLineOptions,
  cartLineStockMessage,
  isCheckoutBlocked,
  removalTakesFreeLines,
} from '../../cartItemProps';
import { showFreeLinesRemoved } from '../../feedback';

/** The mini cart drawer with the cart's lines: quantity changes and removal go to the API. */
export default function MiniCartContainer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  const store = useStoreView();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { cartId, cart, items, loading, error } = useMiniCartQuery();
  const { updateQuantity, removeItem, pending } = useCartItemActions();
  const state: MiniCartState = !cartId
    ? 'empty'
    : loading
      ? 'loading'
      : error && !cart
        ? 'error'
        : items.length
          ? 'ready'
          : 'empty';
  const texts = {
    outOfStock: t('cartData.stock.outOfStock'),
    limited: (maxQty: number) => t('cartData.stock.limited', { max_qty: maxQty }),
    giftCard: {
      amount: t('miniCart.giftCard.amount'),
      from: t('miniCart.giftCard.from'),
      to: t('miniCart.giftCard.to'),
      message: t('miniCart.giftCard.message'),
    },
  };
  const money = (value: number, currency: string) => formatPrice(value, currency, store.formattingLocale);
  const subtotal = cart?.prices?.subtotal_including_tax;
  const close = () => onOpenChange(false);
  const remove = async (uid: string) => {
    const takesFreeLines = removalTakesFreeLines(items, uid);
    const outcome = await removeItem(uid);
    if (takesFreeLines && outcome.status === 'done') showFreeLinesRemoved(t('cartData.freeLinesRemoved'));
  };

  return (
    <MiniCart
      open={open}
      onOpenChange={onOpenChange}
      state={state}
      count={cart?.total_quantity ?? 0}
      subtotal={
        subtotal
          ? {
              value: subtotal.value ?? 0,
              currency: subtotal.currency ?? store.currency,
              locale: store.formattingLocale,
            }
          : null
      }
      {...(error ? { errorMessage: error } : {})}
      checkoutBlocked={isCheckoutBlocked(items)}
      items={items.map((item) => {
        // The same line data as the bag page (spec §4): discounted row price, no link for samples.
        const { fixedQuantity, removable, ...line } = cartItemData(item, store.formattingLocale);
        const stockMessage = cartLineStockMessage(item, texts);
        const sku =
          item.__typename === 'ConfigurableCartItem'
            ? (item.configured_variant?.sku ?? item.product.sku)
            : item.product.sku;
        return {
          key: item.uid,
          node: (
            <CartItem
              {...line}
              onLinkClick={close}
              options={cartLineOptions(item, texts.giftCard, money)}
              {...(fixedQuantity
                ? {}
                : {
                    onQuantityChange: (quantity: number) =>
                      void updateQuantity({ uid: item.uid, sku: sku ?? '' }, quantity),
                  })}
              {...(removable ? { onRemove: () => void remove(item.uid) } : {})}
              busy={pending === item.uid}
              {...(stockMessage ? { stockMessage, stockTone: 'error' as const } : {})}
              size="compact"
              text={{
                quantity: t('miniCart.item.quantity'),
                remove: t('miniCart.item.remove'),
                removeItem: (name) => t('miniCart.item.removeItem', { name }),
                decrease: t('miniCart.item.decrease'),
                increase: t('miniCart.item.increase'),
                sample: t('miniCart.item.sample'),
                freeGift: t('miniCart.item.freeGift'),
                free: t('miniCart.item.free'),
                fixedQuantity: (quantity) => t('miniCart.item.fixedQuantity', { quantity }),
              }}
            />
          ),
        };
      })}
      text={{
        title: (count) => t('miniCart.title', { count }),
        close: t('miniCart.close'),
        loading: t('miniCart.loading'),
        empty: t('miniCart.empty'),
        continueShopping: t('miniCart.continueShopping'),
        subtotal: t('miniCart.subtotal'),
        taxNote: t('miniCart.taxNote'),
        viewBag: t('miniCart.viewBag'),
        checkout: t('miniCart.checkout'),
        checkoutBlocked: t('miniCart.checkoutBlocked'),
        itemsLabel: t('miniCart.itemsLabel'),
      }}
    />
  );
}
