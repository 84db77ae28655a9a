import { render, screen } from '@testing-library/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, linkVariants } from './Link';

const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  ({ to, ...rest }, ref) => <a ref={ref} href={to} data-router="" {...rest} />,
);

describe('Link', () => {
  it.each(linkVariants)('renders the %s variant as an anchor', (variant) => {
    render(
      <Link variant={variant} href="/a">
        Shop
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/a');
  });

  it('passes its styles to a router link with asChild', () => {
    render(
      <Link asChild variant="standalone">
        <RouterLink to="/skincare">Skincare</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Skincare' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', '/skincare');
    expect(link.className).toMatch(/\S/);
  });
});
