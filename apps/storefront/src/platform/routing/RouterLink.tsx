import type { LinkComponentProps } from '@shop/ui/components/LinkProvider';
import { Link } from 'react-router';

/**
 * The link every @shop/ui component renders (registered once in AppProviders): a router link, so
 * navigation stays client-side and the router adds the store view's prefix (`/about` → `/de/about`).
 * react-router leaves URLs of other origins (`https://…`, `mailto:`) to the browser.
 */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
