import type { ProductCardProps } from '../../components/ProductCard';
import { ProductGrid, type ProductGridLabels } from '../ProductGrid';

export type BestsellerSliderLabels = ProductGridLabels;

export const defaultBestsellerSliderLabels: Pick<BestsellerSliderLabels, 'previous' | 'next'> = {
  previous: 'Previous bestsellers',
  next: 'Next bestsellers',
};

export interface BestsellerSliderProps {
  title?: string;
  /** Best-selling products, best first (the app fetches and ranks them). */
  products: readonly ProductCardProps[];
  /** Shimmering skeleton cards while the app fetches them. */
  loading?: boolean;
  /** Skeletons to show while loading; 4 by default (one desktop row). */
  loadingCount?: number;
  labels?: Partial<BestsellerSliderLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Bestseller slider block: the carousel appearance of ProductGrid (swipe, previous/next, whole
 * cards per page), titled "Bestsellers" by default. ProductRail is not used because it turns into a
 * static grid from 1024 px, which breaks a row of 8 bestsellers into 6 + 2. Renders nothing when
 * there are no bestsellers, so a CMS page never shows an empty shelf.
 */
export function BestsellerSlider({
  title = 'Bestsellers',
  products,
  loading = false,
  loadingCount = 4,
  labels,
  headingLevel = 2,
}: BestsellerSliderProps) {
  if (!loading && products.length === 0) return null;
  return (
    <ProductGrid
      appearance="carousel"
      title={title}
      products={products}
      loading={loading}
      loadingCount={loadingCount}
      labels={{ ...defaultBestsellerSliderLabels, ...labels }}
      headingLevel={headingLevel}
    />
  );
}
