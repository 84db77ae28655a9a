import { useId } from 'react';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from '../../components/ProductCard';
import { BlockRail } from '../../private/BlockRail';
import * as css from './ProductGrid.css';

export const productGridAppearances = ['grid', 'carousel'] as const;
export type ProductGridAppearance = (typeof productGridAppearances)[number];
export const productGridColumns = [2, 3, 4] as const;
export type ProductGridColumns = (typeof productGridColumns)[number];

export interface ProductGridLabels {
  /** Shown when the block's products resolve to none (e.g. all disabled). */
  empty: string;
  previous: string;
  next: string;
  /** Accessible name of the list while loading. */
  loading: string;
}

export const defaultProductGridLabels: ProductGridLabels = {
  empty: 'There are no products to show here right now.',
  previous: 'Previous products',
  next: 'Next products',
  loading: 'Fetching Data...',
};

export interface ProductGridProps {
  /** Page Builder's Products appearance. */
  appearance?: ProductGridAppearance;
  title?: string;
  /** Cards, in the order the CMS condition sorts them (props of ProductCard; `fluid` is set here). */
  products: readonly ProductCardProps[];
  /**
   * Carousel: previous/next buttons (Page Builder's "show arrows"). Autoplay is not offered:
   * content that moves without a pause control fails WCAG 2.2.2.
   */
  showArrows?: boolean;
  /** Columns of the grid in a full-width row (2 in narrow places, 3 in medium ones at most). */
  columns?: ProductGridColumns;
  /** Shows skeleton cards while the app fetches the block's products. */
  loading?: boolean;
  /** How many skeletons to show; defaults to the columns. */
  loadingCount?: number;
  labels?: Partial<ProductGridLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Page Builder's Products block: product cards as a grid or as a swipeable carousel with
 * previous/next buttons; skeletons while loading and a quiet note when nothing matches.
 */
export function ProductGrid({
  appearance = 'grid',
  title,
  products,
  columns = 4,
  showArrows = true,
  loading = false,
  loadingCount,
  labels: labelsProp,
  headingLevel = 2,
}: ProductGridProps) {
  const labels = { ...defaultProductGridLabels, ...labelsProp };
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const nameAs = headingLevel === 2 ? 'h3' : 'h4';
  const heading = title ? (
    <HeadingTag id={titleId} className={css.title}>
      {title}
    </HeadingTag>
  ) : null;

  const cards = loading
    ? Array.from({ length: loadingCount ?? columns }, (_, i) => <ProductCardSkeleton key={i} fluid />)
    : products.map((product, i) => (
        <ProductCard key={`${product.href}-${i}`} {...product} fluid nameAs={nameAs} />
      ));

  const empty = !loading && products.length === 0;

  return (
    <section
      className={css.root}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : loading ? labels.loading : undefined}
      aria-busy={loading || undefined}
      data-appearance={appearance}
      data-state={loading ? 'loading' : empty ? 'empty' : 'ready'}
    >
      {empty ? (
        <>
          {heading}
          <p className={css.empty}>{labels.empty}</p>
        </>
      ) : appearance === 'carousel' ? (
        <BlockRail
          perView="products"
          previousLabel={labels.previous}
          nextLabel={labels.next}
          header={heading}
          showArrows={showArrows}
        >
          {cards}
        </BlockRail>
      ) : (
        <>
          {heading}
          <ul className={css.grid[columns]}>
            {cards.map((card) => (
              <li key={card.key} className={css.item}>
                {card}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
