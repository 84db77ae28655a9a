import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderConfirmation } from './OrderConfirmation';

describe('OrderConfirmation', () => {
  it('thanks the shopper with the order number, the e-mail notice, actions and details', () => {
    render(
      <OrderConfirmation
        orderNumber="000000042"
        email="jonas@example.com"
        actions={<a href="/">Continue shopping</a>}
      >
        <p>Delivery to Berlin</p>
      </OrderConfirmation>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('Your order number').parentElement).toHaveTextContent(
      'Your order number000000042',
    );
    expect(screen.getByText('We have sent the order confirmation to jonas@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeInTheDocument();
    expect(screen.getByText('Delivery to Berlin')).toBeInTheDocument();
  });

  it('uses translated texts and leaves out the notice without an e-mail', () => {
    render(
      <OrderConfirmation
        orderNumber="7"
        labels={{ title: 'Merci pour votre commande !', orderNumber: 'Numéro de commande' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeInTheDocument();
    expect(screen.queryByText(/confirmation to/)).not.toBeInTheDocument();
  });
});
