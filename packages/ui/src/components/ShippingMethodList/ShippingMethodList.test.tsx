import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShippingMethodList } from './ShippingMethodList';

const methods = [
  {
    value: 'flatrate/flatrate',
    carrierTitle: 'Flat Rate',
    methodTitle: 'Fixed',
    amount: 4.95,
    estimatedDelivery: '2-4 working days',
  },
  { value: 'instore/pickup', carrierTitle: 'Pickup', methodTitle: 'Store', amount: 0, isPickup: true },
  {
    value: 'dhl/express',
    carrierTitle: 'DHL',
    methodTitle: 'Express',
    amount: 12,
    unavailableReason: 'Not for this country',
  },
];

describe('ShippingMethodList', () => {
  it('lists carrier, price (Free at zero), delivery estimate and pickup; reports the choice', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ShippingMethodList
        status="ready"
        methods={methods}
        currency="EUR"
        locale="de-DE"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('radio', { name: /Flat Rate – Fixed.*4,95\s€/ })).toHaveAccessibleDescription(
      '2-4 working days',
    );
    expect(screen.getByRole('radio', { name: /Pickup – Store.*Pick up in store.*Free/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /DHL/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(onValueChange).toHaveBeenCalledWith('instore/pickup');
  });

  it('says "Pick up in store" once when the carrier title already says it (issue 19)', () => {
    render(
      <ShippingMethodList
        status="ready"
        methods={[
          {
            value: 'instore/pickup',
            carrierTitle: 'In-Store Pickup',
            methodTitle: 'Pick up in store',
            amount: 0,
            isPickup: true,
          },
        ]}
        currency="EUR"
      />,
    );
    const radio = screen.getByRole('radio');
    expect(radio).toHaveAccessibleName(/^In-Store Pickup – Pick up in store\s*Free/);
    expect(document.body.textContent!.match(/Pick up in store/g)).toHaveLength(1);
  });

  it('asks for a choice after a submit attempt', () => {
    render(<ShippingMethodList status="ready" methods={methods} currency="EUR" showErrors />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Is required');
  });

  it('has loading, no-methods and failed states, the last with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ShippingMethodList status="loading" methods={[]} currency="EUR" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<ShippingMethodList status="empty" methods={[]} currency="EUR" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Please check your country/);
    rerender(<ShippingMethodList status="ready" methods={[]} currency="EUR" />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Please check your country/);
    rerender(<ShippingMethodList status="error" methods={[]} currency="EUR" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Shipping methods failed to load.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
