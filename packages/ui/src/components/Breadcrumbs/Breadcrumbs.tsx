import { useUiTexts } from '../../private/uiTexts';
import { useRef, useState, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { RegisteredLink } from '../LinkProvider';
import * as css from './Breadcrumbs.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Without href the item is plain text (the last item always is: it is the current page). */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark. */
  label?: string;
  /** Accessible name of the "…" button that shows the middle items on small screens. */
  expandLabel?: string;
}

/**
 * The path to the current page in a navigation landmark; the last item carries
 * `aria-current="page"`. Below 768 px, paths of more than three items keep the first and the last
 * two and fold the middle behind a "…" button.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', expandLabel: expandLabelProp }: BreadcrumbsProps) {
  const texts = useUiTexts();
  const expandLabel = expandLabelProp ?? texts.showFullPath ?? 'Show full path';
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement | null>(null);
  const expand = () => {
    setExpanded(true);
    // The "…" button goes away: focus the first item it revealed, not the page body.
    requestAnimationFrame(() => {
      listRef.current
        ?.querySelectorAll<HTMLElement>('li')[1]
        ?.querySelector<HTMLElement>('a, [tabindex]')
        ?.focus();
    });
  };
  const foldable = items.length > 3 && !expanded;
  return (
    <nav aria-label={label} className={css.nav}>
      <ol ref={listRef} className={css.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const middle = foldable && index > 0 && index < items.length - 2;
          return (
            <li key={index} className={css.item} data-foldable={middle || undefined}>
              {index === 1 && foldable ? (
                <span className={css.fold}>
                  <button type="button" className={css.expand} aria-label={expandLabel} onClick={expand}>
                    …
                  </button>
                  <Separator />
                </span>
              ) : null}
              <span className={css.crumb}>
                {last ? (
                  <span aria-current="page" className={css.current}>
                    {item.label}
                  </span>
                ) : item.href ? (
                  <RegisteredLink href={item.href} className={css.link}>
                    {item.label}
                  </RegisteredLink>
                ) : (
                  <span className={css.text}>{item.label}</span>
                )}
                {last ? null : <Separator />}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <span className={css.separator} aria-hidden="true">
      <Icon name="chevron-right" size="small" />
    </span>
  );
}
