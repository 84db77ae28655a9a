import { BestsellerSlider } from '@shop/ui/blocks/BestsellerSlider';
import { ProductCardBlock } from '@shop/ui/blocks/ProductCardBlock';
import { ProductGrid } from '@shop/ui/blocks/ProductGrid';
import { useIntl } from 'react-intl';
import type { PageData } from '../../data/pageContent';
import type { ProductsBlock } from '../../types';
import { usePageBuilder } from '../context';
import type { BlockViewProps, ViewModule } from '../registry';
import { useProductCards } from '../useProductCards';

/** The SKUs a Products block shows, in its condition's order, at most `count`. */
export function productsBlockSkus(block: ProductsBlock, data: PageData): string[] {
  const skus =
    block.condition.kind === 'skus'
      ? block.condition.skus
      : block.condition.kind === 'category'
        ? block.condition.categoryIds.flatMap((id) => data.categoryProducts[id] ?? [])
        : [];
  return [...new Set(skus)].slice(0, block.count ?? skus.length);
}

function useGridLabels() {
  const intl = useIntl();
  return {
    empty: intl.formatMessage({ id: 'pagebuilder.products.empty' }),
    previous: intl.formatMessage({ id: 'pagebuilder.products.previous' }),
    next: intl.formatMessage({ id: 'pagebuilder.products.next' }),
    loading: intl.formatMessage({ id: 'pagebuilder.loading' }),
  };
}

function ProductsView({ block }: BlockViewProps<'products'>) {
  const { data, headingLevel, productCards } = usePageBuilder();
  const products = useProductCards(productsBlockSkus(block, data));
  const labels = useGridLabels();
  const [single] = products;
  // One chosen product is a feature, not a grid: the large product card with its own add button
  // (not on blog pages, whose cards show no button, spec §2).
  if (block.condition.kind === 'skus' && block.condition.skus.length === 1 && single && !productCards) {
    const { swatches: _swatches, hoverImage: _hover, size: _size, ...card } = single;
    return <ProductCardBlock {...card} headingLevel={headingLevel} />;
  }
  return (
    <ProductGrid
      appearance={block.appearance === 'carousel' ? 'carousel' : 'grid'}
      products={products}
      labels={labels}
      headingLevel={headingLevel}
    />
  );
}

function BestsellerSliderView({ block }: BlockViewProps<'bestseller-slider'>) {
  const { data, headingLevel } = usePageBuilder();
  const skus = (block.categoryId ? data.categoryBestsellers[block.categoryId] : data.bestsellers) ?? [];
  const products = useProductCards(skus.slice(0, block.count));
  const intl = useIntl();
  const labels = {
    ...useGridLabels(),
    previous: intl.formatMessage({ id: 'pagebuilder.bestsellers.previous' }),
    next: intl.formatMessage({ id: 'pagebuilder.bestsellers.next' }),
  };
  return (
    <BestsellerSlider
      title={block.title || undefined}
      products={products}
      labels={labels}
      headingLevel={headingLevel}
    />
  );
}

export const views: ViewModule = {
  products: ProductsView,
  'bestseller-slider': BestsellerSliderView,
};
