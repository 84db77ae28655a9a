import type { ReactNode } from 'react';

/** Where a block links to. The app resolves category/product/page links to a URL first. */
export interface BlockLink {
  href: string;
  openInNewTab?: boolean;
}

/** A block link's props: spread them on `RegisteredLink`. */
export interface BlockLinkProps {
  href: string;
  target?: '_blank';
  rel?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function blockLinkProps(
  link: BlockLink,
  className: string | undefined,
  children: ReactNode,
): BlockLinkProps {
  return {
    href: link.href,
    className,
    children,
    ...(link.openInNewTab ? { target: '_blank' as const, rel: 'noopener noreferrer' } : {}),
  };
}
