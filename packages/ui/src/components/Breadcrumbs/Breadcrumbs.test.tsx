import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkProvider } from '../LinkProvider';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Skincare', href: '/skincare' },
  { label: 'Face', href: '/skincare/face' },
  { label: 'Serums', href: '/skincare/face/serums' },
  { label: 'Cloudberry Serum' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark ending on the current page', () => {
    render(
      <LinkProvider linkComponent={(p) => <a {...p} data-router="" />}>
        <Breadcrumbs items={items} />
      </LinkProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByText('Cloudberry Serum')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Face' })).toHaveAttribute('data-router');
  });
  it('folds the middle behind a button that expands the path', async () => {
    render(<Breadcrumbs items={items} />);
    // The button shows below 768 px only (CSS); the test window is wider.
    const expand = screen.getByRole('button', { name: 'Show full path', hidden: true });
    expect(screen.getByRole('link', { name: 'Skincare' }).closest('li')).toHaveAttribute('data-foldable');
    expect(screen.getByRole('link', { name: 'Serums' }).closest('li')).not.toHaveAttribute('data-foldable');
    await userEvent.click(expand);
    expect(screen.queryByRole('button', { name: 'Show full path', hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skincare' }).closest('li')).not.toHaveAttribute('data-foldable');
  });
});
