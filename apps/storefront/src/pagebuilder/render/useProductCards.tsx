import type { ProductCardProps } from '@shop/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStoreView } from '../../app/store-context';
import { ADDED_FLAG_MS, useAddToCart } from '../../cart';
import { toProductCardProps } from '../../containers/ProductCard/productCardProps';
import { ProductCardViewFragmentDoc } from '../../gql/documents/ProductCardViewFragmentDoc';
import { getFragmentData } from '../../gql/fragment-masking';
import { usePageBuilder } from './context';

type CardState = 'loading' | 'added';

/** Product links go through the router (it adds the store's path prefix). */
const renderLink: NonNullable<ProductCardProps['renderLink']> = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/**
 * Card props for a product block's SKUs (from the page's batched data, in the given order), with
 * add to cart for products that need no options (configurable ones link to their page to choose).
 */
export function useProductCards(skus: readonly string[]): ProductCardProps[] {
  const { data } = usePageBuilder();
  const store = useStoreView();
  const intl = useIntl();
  const { addToCart } = useAddToCart();
  const [states, setStates] = useState<Record<string, CardState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  const add = useCallback(
    async (sku: string, name: string) => {
      setStates((s) => ({ ...s, [sku]: 'loading' }));
      const outcome = await addToCart({ sku, quantity: 1, name });
      setStates(({ [sku]: _done, ...rest }) =>
        outcome.status === 'done' ? { ...rest, [sku]: 'added' } : rest,
      );
      if (outcome.status === 'done') {
        clearTimeout(timers.current.get(sku));
        timers.current.set(
          sku,
          setTimeout(() => setStates(({ [sku]: _added, ...rest }) => rest), ADDED_FLAG_MS),
        );
      }
    },
    [addToCart],
  );
  const text = {
    outOfStock: intl.formatMessage({ id: 'product.outOfStock' }),
    comingSoon: intl.formatMessage({ id: 'product.comingSoon' }),
    addToCart: intl.formatMessage({ id: 'pagebuilder.products.addToCart' }),
    added: intl.formatMessage({ id: 'pagebuilder.products.added' }),
  };
  return skus.flatMap((sku) => {
    const ref = data.products[sku];
    if (!ref) return [];
    const product = getFragmentData(ProductCardViewFragmentDoc, ref);
    const props = toProductCardProps(product, store.formattingLocale);
    const simple = product.__typename !== 'ConfigurableProduct' && product.__typename !== 'GiftCardProduct';
    const state = states[sku];
    return [
      {
        ...props,
        renderLink,
        text,
        // The card itself shows Out of Stock / Coming Soon on a disabled button.
        ...(simple
          ? {
              onAddToCart: () => void add(sku, props.name),
              addToCartState: state === 'loading' ? 'loading' : state === 'added' ? 'added' : 'idle',
            }
          : {}),
      } satisfies ProductCardProps,
    ];
  });
}
