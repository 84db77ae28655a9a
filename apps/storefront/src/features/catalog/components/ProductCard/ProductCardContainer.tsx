import { ProductCard, type ProductCardSize } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAddToCartButton } from '../../../cart';
import { useWishlistButton } from '../../../wishlist';
import { cardCartPlan, cardInitialSwatch } from './cardCart';
import { getFragmentData, type FragmentType } from '../../../../gql/fragment-masking';
import { ProductCardViewFragmentDoc } from './__generated__/ProductCardView';
import { useStoreView } from '../../../../platform/store/store-context';
import { toProductCardProps } from './productCardProps';

export interface ProductCardContainerProps {
  product: FragmentType<typeof ProductCardViewFragmentDoc>;
  size?: ProductCardSize;
  priority?: boolean;
  fluid?: boolean;
  nameAs?: 'h2' | 'h3' | 'h4' | 'p';
  variant?: 'default' | 'blog';
}

/**
 * A product in a listing: the card fragment turned into @shop/ui's ProductCard, linked through the
 * router, with add to cart (spec §4: the chosen or auto-selected variant; gift cards and
 * custom-price products go to their page for the entries they need) and the wish list heart (spec §4).
 */
export function ProductCardContainer({
  product,
  size = 'small',
  priority = false,
  fluid = true,
  nameAs = 'h3',
  variant = 'default',
}: ProductCardContainerProps) {
  const data = getFragmentData(ProductCardViewFragmentDoc, product);
  const store = useStoreView();
  const intl = useIntl();
  const props = toProductCardProps(data, store.formattingLocale);
  const navigate = useNavigate();
  const cart = useAddToCartButton();
  const wishlist = useWishlistButton({ sku: data.sku ?? '', name: data.name ?? '' });
  const [chosen, setChosen] = useState<number | null>(null);
  const swatch = chosen ?? cardInitialSwatch(data);
  const plan = cardCartPlan(data, swatch);
  const t = (id: string) => intl.formatMessage({ id });
  const cartProps =
    variant === 'blog'
      ? {}
      : plan.kind === 'add'
        ? {
            onAddToCart: () => {
              void cart.add({
                sku: plan.sku,
                ...(plan.parentSku ? { parentSku: plan.parentSku } : {}),
                name: data.name,
                isSample: plan.isSample,
              });
            },
            addToCartState: cart.state,
            ...(plan.inStock || props.stockStatus === 'OUT_OF_STOCK'
              ? {}
              : { addToCartDisabledReason: t('product.outOfStock') }),
          }
        : plan.reason === 'chooseOptions'
          ? // Gift cards and custom prices need entries only the product page has.
            { onAddToCart: () => void navigate(props.href) }
          : {
              onAddToCart: () => undefined,
              addToCartDisabledReason: t(
                plan.reason === 'selectOption' ? 'productCard.selectOption' : 'productCard.unsupported',
              ),
            };
  return (
    <ProductCard
      {...props}
      {...(props.swatches
        ? {
            swatches: {
              ...props.swatches,
              value: swatch === null ? null : String(swatch),
              onValueChange: (value: string) => setChosen(Number(value)),
            },
          }
        : {})}
      {...cartProps}
      {...(variant === 'blog' ? {} : wishlist)}
      size={size}
      priority={priority}
      fluid={fluid}
      nameAs={nameAs}
      variant={variant}
      text={{
        outOfStock: t('product.outOfStock'),
        comingSoon: t('product.comingSoon'),
        addToCart: t(
          plan.kind === 'disabled' && plan.reason === 'chooseOptions'
            ? 'productCard.chooseOptions'
            : 'productCard.addToCart',
        ),
        added: t('productCard.added'),
        addToWishlist: t('wishlist.add'),
        removeFromWishlist: t('wishlist.remove'),
      }}
    />
  );
}
