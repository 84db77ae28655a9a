import {
  Button,
  formatPrice,
  Icon,
  Inline,
  QuantityInput,
  Stack,
  Text,
  TextField,
  type GiftCardOptionsValue,
} from '@shop/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { useAddToCartButton } from '../../../cart';
import { useWishlistButton } from '../../../wishlist';
import { productCartPlan } from '../../product/addToCart';
import type { displayed, ProductData, VariantData } from '../../product/productData';

export interface ProductAddToCartProps {
  product: ProductData;
  variant: VariantData | null;
  selection: Record<string, number>;
  shown: ReturnType<typeof displayed>;
  giftCard?: GiftCardOptionsValue;
}

/**
 * The product page's add to cart (spec §4, §5, §7): quantity (fixed at 1 for samples and gift
 * cards), the shopper's price for custom-price products (at least the shown minimum), and the
 * button — disabled with its reason while an option or entry is missing, the type is unsupported
 * or a call runs; "Added" for 1.5 s (5 s for samples).
 */
export function ProductAddToCart({ product, variant, selection, shown, giftCard }: ProductAddToCartProps) {
  const intl = useIntl();
  const store = useStoreView();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const reasonId = useId();
  const [quantity, setQuantity] = useState(1);
  const [price, setPrice] = useState('');
  const [priceTouched, setPriceTouched] = useState(false);
  const cart = useAddToCartButton();
  // Spec §4: the product, or the chosen option of a configurable one; marked by the product's SKU.
  const wishlist = useWishlistButton(
    variant
      ? { sku: variant.sku, parentSku: product.sku, name: product.name }
      : { sku: product.sku, name: product.name },
  );
  const minPrice = shown.price.value;
  const min = formatPrice(minPrice, shown.price.currency, store.formattingLocale);
  const plan = productCartPlan({
    product,
    variant,
    selection,
    quantity,
    ...(giftCard ? { giftCard } : {}),
    customPrice: price,
    minPrice,
  });

  const reason =
    plan.kind === 'add'
      ? null
      : plan.reason === 'selectOption'
        ? t('pdpCart.selectOption', { options: intl.formatList(plan.missing ?? [], { type: 'conjunction' }) })
        : plan.reason === 'giftCardEntry'
          ? t('pdpCart.giftCardEntry')
          : plan.reason === 'price'
            ? t('pdpCart.price', { min })
            : plan.reason === 'unsupported'
              ? t('pdpCart.unsupported')
              : null;
  const label =
    plan.kind === 'disabled' && plan.reason === 'outOfStock'
      ? t('product.outOfStock')
      : plan.kind === 'disabled' && plan.reason === 'comingSoon'
        ? t('product.comingSoon')
        : cart.state === 'added'
          ? t('productCard.added')
          : t('productCard.addToCart');
  const maxQty = shown.stock.maxQty !== null && shown.stock.maxQty > 0 ? shown.stock.maxQty : undefined;
  const showQuantity = !product.isSample && product.typename !== 'GiftCardProduct' && shown.inStock;

  return (
    <Stack space="medium">
      {product.isCustomPrice ? (
        <TextField
          label={t('pdpCart.yourPrice', { currency: shown.price.currency })}
          inputMode="decimal"
          value={price}
          onValueChange={setPrice}
          onBlur={() => setPriceTouched(true)}
          hint={t('pdpCart.priceHint', { min })}
          {...(priceTouched && plan.kind === 'disabled' && plan.reason === 'price'
            ? { error: t('pdpCart.price', { min }) }
            : {})}
        />
      ) : null}
      <Inline space="small" alignY="bottom" wrap={false}>
        {showQuantity ? (
          <QuantityInput
            label={t('pdpCart.quantity')}
            value={quantity}
            min={1}
            {...(maxQty !== undefined ? { max: maxQty } : {})}
            onValueChange={setQuantity}
          />
        ) : null}
        <Button
          variant="primary"
          size="large"
          fullWidth
          loading={cart.state === 'loading'}
          disabled={plan.kind === 'disabled'}
          aria-describedby={reason ? reasonId : undefined}
          data-cart-state={plan.kind === 'disabled' ? 'disabled' : cart.state}
          onClick={() => {
            if (plan.kind !== 'add') return;
            void cart.add({ ...plan.request, name: product.name, isSample: plan.isSample });
          }}
        >
          {cart.state === 'added' ? <Icon name="check" size="small" /> : null}
          {label}
        </Button>
        <Button
          variant={wishlist.wishlisted ? 'primary' : 'secondary'}
          size="large"
          iconOnly
          aria-pressed={wishlist.wishlisted}
          aria-label={t(wishlist.wishlisted ? 'wishlist.remove' : 'wishlist.add')}
          loading={wishlist.wishlistLoading}
          onClick={() => wishlist.onWishlistedChange(!wishlist.wishlisted)}
        >
          <Icon name="heart" size="small" />
        </Button>
      </Inline>
      {reason ? (
        <Text size="small" tone="soft" id={reasonId}>
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
