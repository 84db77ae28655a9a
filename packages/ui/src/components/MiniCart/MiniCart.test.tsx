import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkProvider } from '../LinkProvider';
import { describe, expect, it, vi } from 'vitest';
import { MiniCart } from './MiniCart';

const subtotal = { value: 58, currency: 'EUR', locale: 'en-US' };
const items = [{ key: 'a', node: <span>Rose Serum line</span> }];

describe('MiniCart', () => {
  it('lists the lines with subtotal, view bag and checkout links', () => {
    render(<MiniCart open state="ready" count={2} items={items} subtotal={subtotal} />);
    expect(screen.getByRole('dialog', { name: 'Shopping bag (2)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Rose Serum line');
    expect(screen.getAllByText('€58.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('focuses the drawer itself on open, not the first control', () => {
    render(
      <MiniCart open state="ready" count={1} items={[{ key: 'a', node: <input aria-label="Qty" /> }]} />,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('blocks checkout with its reason', () => {
    render(<MiniCart open state="ready" count={1} items={items} subtotal={subtotal} checkoutBlocked />);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('out of stock');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <LinkProvider
        linkComponent={({ onClick, ...rest }) => (
          <a
            {...rest}
            onClick={(e) => {
              e.preventDefault();
              onClick?.(e);
            }}
          />
        )}
      >
        <MiniCart open onOpenChange={onOpenChange} state="ready" items={items} subtotal={subtotal} />
      </LinkProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'View bag' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('has empty, loading and error states without the footer', () => {
    const { rerender } = render(<MiniCart open state="empty" />);
    expect(screen.getByText('Your shopping bag is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    rerender(<MiniCart open state="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    rerender(<MiniCart open state="error" errorMessage="Boom" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
  });
});
