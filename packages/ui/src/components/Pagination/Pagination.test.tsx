import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('renders links through the registered link with aria-current', () => {
    render(
      <LinkProvider linkComponent={(props) => <a {...props} data-router="" />}>
        <Pagination currentPage={5} totalPages={20} hrefForPage={(p) => `/face?page=${p}`} />
      </LinkProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/face?page=6');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('data-router');
    expect(screen.getAllByText('…')).toHaveLength(2);
  });
  it('uses buttons without hrefs and has no previous on the first page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
