import { ProductCard, Stack, Text, type ProductCardSize } from '@shop/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { getFragmentData, type FragmentType } from '../../../../gql/fragment-masking';
import { useStoreView } from '../../../../platform/store/store-context';
import { useAddToCartButton } from '../../../cart';
import {
  cardCartPlan,
  cardInitialSwatch,
  ProductCardViewFragmentDoc,
  toProductCardProps,
} from '../../../catalog';
import { useWishlistButton } from '../../button';

export interface WishlistItemCardProps {
  product: FragmentType<typeof ProductCardViewFragmentDoc>;
  /** A chosen option of a configurable product. */
  variant?: { sku: string | null; name?: string | null } | null;
  size: ProductCardSize;
  /** "Move to bag" of the owner's list; without it the card adds to the bag (guest and shared lists). */
  onMoveToBag?: () => void;
  moving?: boolean;
  /** The heart (guest list: removes locally); omitted on lists where the actions below remove. */
  heart?: boolean;
  children?: ReactNode;
}

/** A saved product as a card (name, price, stock, options) with the list's actions below it. */
export function WishlistItemCard({
  product,
  variant,
  size,
  onMoveToBag,
  moving,
  heart,
  children,
}: WishlistItemCardProps) {
  const data = getFragmentData(ProductCardViewFragmentDoc, product);
  const store = useStoreView();
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useAddToCartButton();
  const wishlist = useWishlistButton({ sku: data.sku ?? '', name: data.name ?? '' });
  const t = (id: string) => intl.formatMessage({ id });
  const props = toProductCardProps(data, store.formattingLocale);
  const plan = cardCartPlan(data, cardInitialSwatch(data));
  const addToBag = () => {
    if (variant?.sku) {
      void cart.add({ sku: variant.sku, parentSku: data.sku ?? '', name: data.name ?? '', isSample: false });
      return;
    }
    if (plan.kind === 'add')
      void cart.add({
        sku: plan.sku,
        ...(plan.parentSku ? { parentSku: plan.parentSku } : {}),
        name: data.name ?? '',
        isSample: plan.isSample,
      });
    else void navigate(props.href);
  };
  return (
    <Stack space="small">
      <ProductCard
        {...props}
        size={size}
        fluid
        nameAs="h2"
        {...(heart ? wishlist : {})}
        onAddToCart={onMoveToBag ?? addToBag}
        addToCartState={onMoveToBag ? (moving ? 'loading' : 'idle') : cart.state}
        text={{
          outOfStock: t('product.outOfStock'),
          comingSoon: t('product.comingSoon'),
          addToCart: onMoveToBag ? t('wishlist.moveToBag') : t('productCard.addToCart'),
          added: t('productCard.added'),
          addToWishlist: t('wishlist.add'),
          removeFromWishlist: t('wishlist.remove'),
        }}
      />
      {variant?.name && variant.name !== data.name ? (
        <Text size="small" tone="soft">
          {variant.name}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
