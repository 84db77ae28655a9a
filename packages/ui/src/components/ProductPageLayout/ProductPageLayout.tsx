import type { ReactNode } from 'react';
import * as css from './ProductPageLayout.css';

export interface ProductPageLayoutProps {
  /** The images, e.g. `<MediaGallery/>`. */
  media: ReactNode;
  /** Name, price, options, stock and forms. */
  summary: ReactNode;
}

/**
 * The top of a product page: images and summary side by side from 1024 px (the summary stays in
 * view while the images scroll), one column below.
 */
export function ProductPageLayout({ media, summary }: ProductPageLayoutProps) {
  return (
    <div className={css.root}>
      <div className={css.media}>{media}</div>
      <div className={css.summary}>{summary}</div>
    </div>
  );
}
