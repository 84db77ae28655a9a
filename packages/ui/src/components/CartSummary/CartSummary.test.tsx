import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../Price/priceMath';
import { CartSummary } from './CartSummary';

const eur = (v: number) => formatPrice(v, 'EUR', 'en-US');

function rows() {
  return screen.getAllByRole('term').map((term) => {
    const row = term.parentElement!;
    return [row.getAttribute('data-kind'), term.textContent, within(row).getByRole('definition').textContent];
  });
}

describe('CartSummary', () => {
  it('lists totals in order with deductions and hides zero amounts', () => {
    render(
      <CartSummary
        subtotal={100}
        taxes={[{ label: 'VAT 24% (FI)', amount: 19.35 }]}
        discounts={[
          { label: '10% off your order', amount: 10 },
          { label: 'Nothing', amount: 0 },
        ]}
        giftCards={[{ label: 'GIFT-050-EUR', amount: 50 }]}
        rewardPoints={{ points: 1500, amount: 15 }}
        grandTotal={25}
        formatPrice={eur}
        formatNumber={(v) => v.toLocaleString('en-US')}
      />,
    );
    expect(rows()).toEqual([
      ['subtotal', 'Subtotal', '€100.00'],
      ['tax', 'Incl. VAT 24% (FI)', '€19.35'],
      ['discount', '10% off your order', '−€10.00minus €10.00'],
      ['giftCard', 'Gift card GIFT-050-EUR', '−€50.00minus €50.00'],
      ['rewardPoints', 'Reward points (1,500)', '−€15.00minus €15.00'],
      ['shipping', 'Shipping', 'Calculated at checkout'],
      ['total', 'Total', '€25.00'],
    ]);
  });

  it('shows the shipping method, its delivery estimate and free shipping', () => {
    const { rerender } = render(
      <CartSummary
        subtotal={40}
        shipping={{ amount: 4.95, label: 'Flat Rate', estimatedDelivery: '2-4 working days' }}
        grandTotal={44.95}
        formatPrice={eur}
      />,
    );
    expect(screen.getByText('Estimated delivery: 2-4 working days')).toBeInTheDocument();
    expect(rows()[1]).toEqual([
      'shipping',
      'Shipping (Flat Rate)Estimated delivery: 2-4 working days',
      '€4.95',
    ]);
    rerender(<CartSummary subtotal={40} shipping={{ amount: 0 }} grandTotal={40} formatPrice={eur} />);
    expect(rows()[1]).toEqual(['shipping', 'Shipping', 'Free']);
  });

  it('leaves shipping out for carts that ship nothing', () => {
    render(<CartSummary subtotal={50} showShipping={false} grandTotal={50} formatPrice={eur} />);
    expect(rows().map((r) => r[0])).toEqual(['subtotal', 'total']);
  });

  it('names the section by its heading and takes translated labels', () => {
    render(
      <CartSummary
        subtotal={1}
        grandTotal={1}
        formatPrice={eur}
        headingLevel={3}
        labels={{ title: 'Bestellübersicht', grandTotal: 'Gesamtsumme' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Bestellübersicht' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Bestellübersicht');
    expect(screen.getByText('Gesamtsumme')).toBeInTheDocument();
  });
});
