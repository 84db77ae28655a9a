import { useId } from 'react';
import { Image } from '../../components/Image';
import { RegisteredLink } from '../../components/LinkProvider';
import { Shimmer } from '../../components/Shimmer';
import { BlockRail } from '../../private/BlockRail';
import * as css from './CategoryPicker.css';

export const categoryPickerAppearances = ['grid', 'rail'] as const;
export type CategoryPickerAppearance = (typeof categoryPickerAppearances)[number];

export interface CategoryTile {
  id: string;
  name: string;
  href: string;
  /** Category image; the first letter on a soft background without one. */
  image?: string;
  /** Categories are named by their text; the image is decorative unless this says more. */
  imageAlt?: string;
  /** Shown under the name when given. */
  productCount?: number;
}

export interface CategoryPickerLabels {
  productCount: (count: number) => string;
  previous: string;
  next: string;
}

export const defaultCategoryPickerLabels: CategoryPickerLabels = {
  productCount: (count) => (count === 1 ? '1 product' : `${count} products`),
  previous: 'Previous categories',
  next: 'Next categories',
};

export interface CategoryPickerProps {
  title?: string;
  categories: readonly CategoryTile[];
  /** `grid` wraps the tiles; `rail` keeps them on one swipeable row with arrows. */
  appearance?: CategoryPickerAppearance;
  /** Skeleton tiles while the app fetches the categories. */
  loading?: boolean;
  loadingCount?: number;
  labels?: Partial<CategoryPickerLabels>;
  headingLevel?: 2 | 3;
}

/**
 * Category picker block: "Shop by category" tiles (image, name, optional product count), each one
 * link — one tab stop per category, in reading order.
 */
export function CategoryPicker({
  title,
  categories,
  appearance = 'grid',
  loading = false,
  loadingCount = 6,
  labels: labelsProp,
  headingLevel = 2,
}: CategoryPickerProps) {
  const labels = { ...defaultCategoryPickerLabels, ...labelsProp };
  const titleId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  if (!loading && categories.length === 0) return null;

  const heading = title ? (
    <HeadingTag id={titleId} className={css.title}>
      {title}
    </HeadingTag>
  ) : null;

  const tiles = loading
    ? Array.from({ length: loadingCount }, (_, i) => (
        <div key={i} className={css.tile} aria-hidden="true" data-state="loading">
          <span className={css.media}>
            <Shimmer shape="block" />
          </span>
          <Shimmer shape="line" width="60%" />
        </div>
      ))
    : categories.map((category) => (
        <RegisteredLink href={category.href} className={css.tile}>
          <span className={css.media}>
            {category.image ? (
              <Image
                src={category.image}
                alt={category.imageAlt ?? ''}
                width={320}
                height={320}
                sizes="10rem"
              />
            ) : (
              <span className={css.initial} aria-hidden="true">
                {Array.from(category.name)[0]}
              </span>
            )}
          </span>
          <span className={css.name}>{category.name}</span>
          {category.productCount !== undefined ? (
            <span className={css.count}>{labels.productCount(category.productCount)}</span>
          ) : null}
        </RegisteredLink>
      ));
  const keyed = tiles.map((tile, i) => ({ tile, key: loading ? `s${i}` : categories[i]!.id }));

  return (
    <section
      className={css.root}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={loading || undefined}
      data-appearance={appearance}
    >
      {appearance === 'rail' ? (
        <BlockRail perView="tiles" previousLabel={labels.previous} nextLabel={labels.next} header={heading}>
          {keyed.map(({ tile, key }) => (
            <div key={key} className={css.cell}>
              {tile}
            </div>
          ))}
        </BlockRail>
      ) : (
        <>
          {heading}
          <ul className={css.grid}>
            {keyed.map(({ tile, key }) => (
              <li key={key} className={css.cell}>
                {tile}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
