import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkProvider } from '../LinkProvider';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard, ProductCardSkeleton, productCardSizes } from './ProductCard';
import { cardStatus, cartButtonState } from './cartButtonState';

const base = { name: 'Hydrating Serum', href: '/hydrating-serum', image: 'serum.jpg' };

describe('cartButtonState', () => {
  it('passes the running state through when purchasable', () => {
    expect(cartButtonState({ state: 'loading', stockStatus: 'IN_STOCK' })).toEqual({ state: 'loading' });
    expect(cartButtonState({})).toEqual({ state: 'idle' });
  });
  it('disables for out of stock and coming soon, coming soon first', () => {
    expect(cartButtonState({ stockStatus: 'OUT_OF_STOCK' })).toEqual({
      state: 'disabled',
      reason: 'outOfStock',
    });
    expect(cartButtonState({ stockStatus: 'OUT_OF_STOCK', isComingSoon: true })).toEqual({
      state: 'disabled',
      reason: 'comingSoon',
    });
  });
  it('prefers an app reason', () => {
    expect(cartButtonState({ isComingSoon: true, disabledReason: 'Choose a shade' })).toEqual({
      state: 'disabled',
      reason: 'custom',
      text: 'Choose a shade',
    });
  });
});

describe('ProductCard', () => {
  it.each(productCardSizes)('renders size %s with a named article and link', (size) => {
    render(<ProductCard {...base} size={size} />);
    expect(screen.getByRole('article', { name: 'Hydrating Serum' })).toHaveAttribute('data-size', size);
    expect(screen.getByRole('link', { name: 'Hydrating Serum' })).toHaveAttribute('href', '/hydrating-serum');
  });

  it('toggles the wishlist heart', async () => {
    const onWishlistedChange = vi.fn();
    render(<ProductCard {...base} onWishlistedChange={onWishlistedChange} />);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onWishlistedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds to cart and shows out of stock with its label', async () => {
    const onAddToCart = vi.fn();
    const { rerender } = render(<ProductCard {...base} onAddToCart={onAddToCart} />);
    await userEvent.click(screen.getByRole('button', { name: /^Add to bag\s?: Hydrating Serum$/ }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    rerender(<ProductCard {...base} onAddToCart={onAddToCart} stockStatus="OUT_OF_STOCK" />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Out of Stock', { selector: '[data-label-id="-1"]' })).toBeInTheDocument();
  });

  it('links through the registered link component', () => {
    render(
      <LinkProvider
        linkComponent={({ href, ...rest }) => <a href={`#router${href}`} data-router="" {...rest} />}
      >
        <ProductCard {...base} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Hydrating Serum' });
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('href', `#router${base.href}`);
    expect(link.className).toMatch(/\S/);
  });

  it('blog variant hides commerce parts but keeps an accessible name', () => {
    render(
      <ProductCard
        {...base}
        variant="blog"
        collection="Hydra"
        price={{ value: 24, currency: 'EUR' }}
        labels={[{ id: 1, position: 'top-left', text: 'New' }]}
        onWishlistedChange={() => {}}
        onAddToCart={() => {}}
        swatches={{ label: 'Shade', options: [{ value: '1', label: 'Sand', color: '#DDB894' }] }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Hydrating Serum' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText('€24.00')).toBeNull();
  });

  it('skeleton is hidden from assistive technology', () => {
    const { container } = render(<ProductCardSkeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('cardStatus', () => {
  const texts = { addToCart: 'Add', added: 'Added', outOfStock: 'Sold out', comingSoon: 'Soon' };
  const special = { comingSoon: { id: -2, text: 'x' }, outOfStock: { id: -1, text: 'y' } };
  it('puts Out of Stock first, once, and names the button after it', () => {
    const status = cardStatus(
      {
        stockStatus: 'OUT_OF_STOCK',
        labels: [
          { id: 7, text: 'New' },
          { id: -1, text: 'old' },
        ],
      },
      texts,
      special,
    );
    expect(status.labels).toEqual([
      { id: -1, text: 'Sold out' },
      { id: 7, text: 'New' },
    ]);
    expect(status.cartText).toBe('Sold out');
  });
  it('says Added after a successful add and keeps labels as they are', () => {
    const status = cardStatus(
      { state: 'added', stockStatus: 'IN_STOCK', labels: [{ id: 3, text: 'New' }] },
      texts,
      special,
    );
    expect(status.cartText).toBe('Added');
    expect(status.labels).toEqual([{ id: 3, text: 'New' }]);
  });
});
