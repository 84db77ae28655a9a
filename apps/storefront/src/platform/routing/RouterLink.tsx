import type { LinkComponentProps } from '@shop/ui/components/LinkProvider';
import { Link } from 'react-router';
import { isServerPath } from './serverPaths';

/**
 * The link every @shop/ui component renders (registered once in AppProviders). `href` is a path in
 * the store view (`/about`): the router link adds the store's prefix (`/de/about`) and navigates
 * client-side. react-router leaves other origins (`https://…`, `mailto:`) to the browser; files the
 * server serves (`/media/…`) are plain anchors, outside the store's routes.
 */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (isServerPath(href)) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}
