import type { ProductCardProps } from '@shop/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useApolloLoader } from '../../../../platform/data/apolloSource';
import { useStoreView } from '../../../../platform/store/store-context';
import {
  ADDED_FLAG_MS,
  loadCartFeedback,
  SAMPLE_ADDED_FLAG_MS,
  useCartFeedbackTexts,
  type AddToCartRequest,
} from '../../../cart';
import { cardCartPlan, cardInitialSwatch, toProductCardProps } from '../../../catalog';
import { ProductCardViewFragmentDoc } from '../../../catalog';
import { getFragmentData } from '../../../../gql/fragment-masking';
import { usePageBuilder } from './context';

type CardState = 'loading' | 'added';

/**
 * Card props for a product block's SKUs (from the page's batched data, in the given order), with
 * the listing cards' add to cart (the product card container's plan: the auto-selected in-stock
 * variant of a configurable product with its parent SKU; gift cards and custom prices go to their
 * page). Grids take card props, not components, so the button states live here, one per SKU.
 */
export function useProductCards(skus: readonly string[]): ProductCardProps[] {
  const { data, productCards } = usePageBuilder();
  const store = useStoreView();
  const intl = useIntl();
  const navigate = useNavigate();
  const loadApollo = useApolloLoader();
  const texts = useCartFeedbackTexts();
  const [states, setStates] = useState<Record<string, CardState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);
  const add = useCallback(
    async (key: string, request: AddToCartRequest) => {
      setStates((s) => ({ ...s, [key]: 'loading' }));
      try {
        // The cart code loads on the first click (as on listing cards).
        const [{ addToCartWithFeedback }, apollo] = await Promise.all([loadCartFeedback(), loadApollo()]);
        const outcome = await addToCartWithFeedback({ apollo, storeCode: store.code }, request, texts);
        setStates(({ [key]: _done, ...rest }) =>
          outcome.status === 'done' ? { ...rest, [key]: 'added' } : rest,
        );
        if (outcome.status === 'done') {
          clearTimeout(timers.current.get(key));
          timers.current.set(
            key,
            setTimeout(
              () => setStates(({ [key]: _added, ...rest }) => rest),
              request.isSample ? SAMPLE_ADDED_FLAG_MS : ADDED_FLAG_MS,
            ),
          );
        }
      } catch {
        setStates(({ [key]: _failed, ...rest }) => rest);
      }
    },
    [loadApollo, store.code, texts],
  );
  const t = (id: string) => intl.formatMessage({ id });
  return skus.flatMap((sku) => {
    const ref = data.products[sku];
    if (!ref) return [];
    const product = getFragmentData(ProductCardViewFragmentDoc, ref);
    const props = toProductCardProps(product, store.formattingLocale);
    // Spec §2: blog pages show the product's picture only, linking to it (the name stays the
    // link's accessible name).
    if (productCards === 'blog') {
      const { swatches: _s, labels: _l, price: _p, onWishlistedChange: _w, ...rest } = props;
      const card: ProductCardProps = { ...rest, variant: 'blog' };
      return [card];
    }
    const swatch = cardInitialSwatch(product);
    const plan = cardCartPlan(product, swatch);
    const state = states[sku];
    const cart: Partial<ProductCardProps> =
      plan.kind === 'add'
        ? {
            onAddToCart: () => {
              if (state === 'loading') return;
              void add(sku, {
                sku: plan.sku,
                ...(plan.parentSku ? { parentSku: plan.parentSku } : {}),
                name: product.name,
                isSample: plan.isSample,
              });
            },
            addToCartState: state ?? 'idle',
            ...(plan.inStock || props.stockStatus === 'OUT_OF_STOCK'
              ? {}
              : { addToCartDisabledReason: t('product.outOfStock') }),
          }
        : plan.reason === 'chooseOptions'
          ? { onAddToCart: () => void navigate(props.href) }
          : {
              onAddToCart: () => undefined,
              addToCartDisabledReason: t(
                plan.reason === 'selectOption' ? 'productCard.selectOption' : 'productCard.unsupported',
              ),
            };
    return [
      {
        ...props,
        ...(props.swatches
          ? { swatches: { ...props.swatches, value: swatch === null ? null : String(swatch) } }
          : {}),
        ...cart,
        text: {
          outOfStock: t('product.outOfStock'),
          comingSoon: t('product.comingSoon'),
          addToCart: t(
            plan.kind === 'disabled' && plan.reason === 'chooseOptions'
              ? 'productCard.chooseOptions'
              : 'productCard.addToCart',
          ),
          added: t('productCard.added'),
        },
      } satisfies ProductCardProps,
    ];
  });
}
