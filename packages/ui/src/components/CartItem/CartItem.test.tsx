import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartItem } from './CartItem';

const price = { value: 40, currency: 'EUR', locale: 'en-US' };

describe('CartItem', () => {
  it('names the line after the product and links it', () => {
    render(<CartItem name="Rose Serum" href="/rose.html" image="/r.jpg" price={price} quantity={2} />);
    expect(screen.getByRole('article', { name: 'Rose Serum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rose Serum' })).toHaveAttribute('href', '/rose.html');
    expect(screen.getAllByText('€40.00').length).toBeGreaterThan(0);
  });

  it('loads its picture lazily, or at once with priority (the top of a server-rendered bag)', () => {
    const { container, rerender } = render(
      <CartItem name="Rose Serum" image="/r.jpg" price={price} quantity={1} size="regular" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    rerender(
      <CartItem name="Rose Serum" image="/r.jpg" price={price} quantity={1} size="regular" priority />,
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('reports quantity changes and removal', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    render(
      <CartItem
        name="Rose Serum"
        price={price}
        quantity={2}
        maxQuantity={3}
        onQuantityChange={onQuantityChange}
        onRemove={onRemove}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onQuantityChange).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Remove Rose Serum' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('shows a fixed quantity when it cannot change, and no controls for a free gift', () => {
    render(<CartItem name="Pouch" price={{ ...price, value: 0 }} quantity={1} freeGift="Free pouch" />);
    expect(screen.getByText('Qty: 1')).toBeInTheDocument();
    expect(screen.getByText('Free pouch')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks samples and the default free-gift label', () => {
    render(<CartItem name="Sachet" price={{ ...price, value: 0 }} quantity={1} sample freeGift />);
    expect(screen.getByText('Sample')).toBeInTheDocument();
    expect(screen.getByText('Free gift')).toBeInTheDocument();
  });

  it('lists options and announces stock problems', () => {
    render(
      <CartItem
        name="Lip Colour"
        price={price}
        quantity={3}
        options={[{ label: 'Shade', value: 'Rosewood' }]}
        stockMessage="Only 2 left in stock"
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Shade: Rosewood');
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 left in stock');
    expect(screen.getByRole('article')).toHaveAttribute('data-stock', 'error');
  });

  it('disables its controls while busy', () => {
    render(
      <CartItem
        name="Rose"
        price={price}
        quantity={1}
        onQuantityChange={() => {}}
        onRemove={() => {}}
        busy
      />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Remove Rose' })).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
  });

  it('shows a placeholder without an image', () => {
    const { container } = render(<CartItem name="Rose" price={price} quantity={1} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
