import type { MouseEvent, ReactNode } from 'react';
import { Heading } from '../Heading';
import * as css from './ProductSections.css';

export interface ProductSection {
  /** Anchor id, e.g. "ingredients"; the in-page link points at `#id`. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface ProductSectionsProps {
  sections: readonly ProductSection[];
  /** Accessible name of the in-page navigation, e.g. "Product details". */
  navLabel: string;
  /**
   * A section link was clicked. The app may prevent the default jump to scroll its own way (spec
   * §2: smooth, offset by the header); without JavaScript the link still jumps.
   */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}

/**
 * Product details (about, how to use, ingredients …) as headed sections that are all in the page
 * (readable without JavaScript and by search engines), with a row of in-page links above them.
 */
export function ProductSections({ sections, navLabel, onNavigate }: ProductSectionsProps) {
  if (sections.length === 0) return null;
  return (
    <div className={css.root}>
      <nav className={css.nav} aria-label={navLabel}>
        <ul className={css.navList}>
          {sections.map((s) => (
            <li key={s.id}>
              <a className={css.navLink} href={`#${s.id}`} onClick={(e) => onNavigate?.(e, s.id)}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} className={css.section} aria-labelledby={`${s.id}-heading`}>
          <div className={css.heading}>
            <Heading level={2} size="medium" id={`${s.id}-heading`}>
              {s.title}
            </Heading>
          </div>
          <div className={css.content}>{s.content}</div>
        </section>
      ))}
    </div>
  );
}
