import { ProductCard, type ProductCardSize } from '@shop/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, type FragmentType } from '../../gql/fragment-masking';
import { ProductCardViewFragmentDoc } from '../../gql/documents/ProductCardViewFragmentDoc';
import { useStoreView } from '../../app/store-context';
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
 * router. Cart and wishlist actions join with their issue.
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
  return (
    <ProductCard
      {...props}
      size={size}
      priority={priority}
      fluid={fluid}
      nameAs={nameAs}
      variant={variant}
      text={{
        outOfStock: intl.formatMessage({ id: 'product.outOfStock' }),
        comingSoon: intl.formatMessage({ id: 'product.comingSoon' }),
      }}
      renderLink={({ href, className, children }) => (
        <Link to={href} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
