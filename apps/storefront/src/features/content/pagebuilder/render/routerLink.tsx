import type { ProductCardProps } from '@shop/ui';
import { Link } from 'react-router';

/** Links inside blocks go through the router (it adds the store's path prefix). */
export const routerLink: NonNullable<ProductCardProps['renderLink']> = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);
