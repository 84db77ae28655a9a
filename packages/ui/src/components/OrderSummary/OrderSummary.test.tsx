import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary';

const eur = (v: number) => `€${v.toFixed(2)}`;

describe('OrderSummary', () => {
  it('lists the items with options and quantity, marks free lines and shows the totals', () => {
    render(
      <OrderSummary
        formatPrice={eur}
        items={[
          { id: '1', name: 'Hydrating Serum', options: ['Volume: 50 ml'], quantity: 2, rowTotal: 59.8 },
          { id: '2', name: 'Cleanser sachet', quantity: 1, rowTotal: 0, isFree: true },
        ]}
        totals={{
          subtotal: 59.8,
          discounts: [{ label: '10% off your order', amount: 5.98 }],
          shipping: { amount: 4.95, label: 'Flat Rate' },
          grandTotal: 58.77,
        }}
      >
        <p>Promo code field</p>
      </OrderSummary>,
    );
    const region = screen.getByRole('region', { name: 'Order summary' });
    expect(within(region).getByText('3 items in your bag')).toBeInTheDocument();
    const [serum, sachet] = within(region).getAllByRole('listitem');
    expect(serum).toHaveTextContent('Hydrating SerumVolume: 50 mlQty 2€59.80');
    expect(sachet).toHaveTextContent(/Free$/);
    expect(within(region).getByText('10% off your order')).toBeInTheDocument();
    expect(within(region).getByText('€58.77')).toBeInTheDocument();
    expect(within(region).getByText('Promo code field')).toBeInTheDocument();
  });

  it('can start with the item list folded', () => {
    const { container } = render(
      <OrderSummary
        formatPrice={eur}
        defaultCollapsed
        items={[{ id: '1', name: 'Serum', quantity: 1, rowTotal: 10 }]}
        totals={{ subtotal: 10, grandTotal: 10 }}
      />,
    );
    expect(container.querySelector('details')).not.toHaveAttribute('open');
  });
});
