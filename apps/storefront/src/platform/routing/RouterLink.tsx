import type { LinkComponentProps } from '@shop/ui';
import { Link } from 'react-router';

/** A URL with a scheme (`https:`, `mailto:`, `tel:`) or protocol-relative: not a route of this store. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The link every @shop/ui component renders (registered once in AppProviders): a router link, so
 * navigation stays client-side and the router adds the store view's prefix (`/about` → `/de/about`).
 * External URLs stay plain anchors.
 */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (EXTERNAL.test(href)) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}
