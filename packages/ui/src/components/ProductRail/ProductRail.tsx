import { Children, isValidElement, useId, type ReactNode } from 'react';
import { Heading } from '../Heading';
import * as css from './ProductRail.css';

export interface ProductRailProps {
  /** Heading of the row, e.g. "You may also like". */
  title: string;
  /** Product cards (each a `ProductCard` with `fluid`), or skeletons while loading. */
  children: ReactNode;
  /** Busy while the cards load (e.g. recently viewed after hydration). */
  loading?: boolean;
}

/**
 * A titled row of product cards: swipes sideways on small screens, a grid of up to 4 (6 with
 * many items) from 1024 px.
 */
export function ProductRail({ title, children, loading = false }: ProductRailProps) {
  const id = useId();
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <section className={css.root} aria-labelledby={id} aria-busy={loading || undefined}>
      <Heading level={2} size="large" id={id}>
        {title}
      </Heading>
      <ul className={css.list} data-count={items.length > 4 ? 'many' : 'few'}>
        {items.map((item, i) => (
          <li key={item.key ?? i} className={css.item}>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
