import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BulkBuy, type BulkBuyProduct } from './BulkBuy';
import { bulkBuySelection } from './bulkBuySelection';

describe('bulkBuySelection', () => {
  const lines = [
    { sku: 'A', price: 10, inStock: true },
    { sku: 'B', price: 2.5, inStock: true },
    { sku: 'A', price: 10, inStock: true },
    { sku: 'C', price: 99, inStock: false },
  ];

  it('adds up quantities per SKU in row order and totals the price', () => {
    expect(bulkBuySelection(lines, [1, 3, 2, 0])).toEqual({
      items: [
        { sku: 'A', quantity: 3 },
        { sku: 'B', quantity: 3 },
      ],
      quantity: 6,
      total: 37.5,
    });
  });

  it('leaves out zero quantities and out-of-stock rows', () => {
    expect(bulkBuySelection(lines, [0, 0, 0, 5])).toEqual({ items: [], quantity: 0, total: 0 });
  });

  it('ignores negative and fractional quantities', () => {
    expect(bulkBuySelection(lines, [-2, 1.7]).items).toEqual([{ sku: 'B', quantity: 1 }]);
  });
});

describe('BulkBuy', () => {
  const products: BulkBuyProduct[] = [
    { sku: 'A', name: 'Serum 100 ml', href: '#a', image: '', price: 40, inStock: true },
    { sku: 'B', name: 'Cream 250 ml', href: '#b', image: '', price: 55, inStock: false },
  ];

  it('sends the chosen quantities and resets them once added', async () => {
    const onAddToBag = vi.fn();
    const { rerender } = render(
      <BulkBuy title="Salon sizes" products={products} currency="EUR" onAddToBag={onAddToBag} />,
    );
    const add = screen.getByRole('button', { name: /Add to bag/ });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Serum 100 ml' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Serum 100 ml' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Cream 250 ml' })).toBeDisabled();
    await userEvent.click(add);
    expect(onAddToBag).toHaveBeenCalledWith([{ sku: 'A', quantity: 2 }]);
    rerender(
      <BulkBuy
        title="Salon sizes"
        products={products}
        currency="EUR"
        onAddToBag={onAddToBag}
        status="added"
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Serum 100 ml' })).toHaveValue('0');
  });
});
