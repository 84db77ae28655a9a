import type { MouseEvent } from 'react';

/** Props of an in-page link that scrolls the product page's way (spec §2). */
export function hashLinkProps(
  id: string,
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, id: string) => void,
): { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  return { href: `#${id}`, onClick: (event) => onNavigate(event, id) };
}
