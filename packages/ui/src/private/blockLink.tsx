import type { ReactElement, ReactNode } from 'react';

/** Where a block links to. The app resolves category/product/page links to a URL first. */
export interface BlockLink {
  href: string;
  openInNewTab?: boolean;
}

/** What `renderLink` receives: spread it on the app's router link (internal URLs) or an `<a>`. */
export interface BlockLinkProps {
  href: string;
  target?: '_blank';
  rel?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export type RenderBlockLink = (props: BlockLinkProps) => ReactElement;

export const defaultRenderBlockLink: RenderBlockLink = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);

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
