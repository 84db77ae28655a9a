import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canPlaceOrder, PaymentMethodList } from './PaymentMethodList';

const methods = [
  { value: 'checkmo', title: 'Check / Money order' },
  { value: 'lpm', title: 'Local payment method', description: 'You will be sent to your bank.' },
];

describe('canPlaceOrder', () => {
  it('needs a method and the terms agreement', () => {
    expect(canPlaceOrder('checkmo', true)).toBe(true);
    expect(canPlaceOrder('checkmo', false)).toBe(false);
    expect(canPlaceOrder('', true)).toBe(false);
    expect(canPlaceOrder(null, true)).toBe(false);
  });
});

describe('PaymentMethodList', () => {
  it('reports the method and the agreement; shows the terms on request', async () => {
    const onValueChange = vi.fn();
    const onAgreedChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <PaymentMethodList
        methods={methods}
        agreementLabel="I agree to the Terms and Conditions"
        agreementContent={<p>Returns within 14 days.</p>}
        onValueChange={onValueChange}
        onAgreedChange={onAgreedChange}
      />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-state', 'incomplete');
    await user.click(screen.getByRole('radio', { name: 'Local payment method' }));
    expect(onValueChange).toHaveBeenCalledWith('lpm');
    const terms = screen.getByRole('checkbox', { name: /I agree/ });
    expect(terms).not.toBeChecked();
    await user.click(terms);
    expect(onAgreedChange).toHaveBeenCalledWith(true);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'ready');
    await user.click(screen.getByText('Read the terms and conditions'));
    expect(screen.getByText('Returns within 14 days.')).toBeVisible();
  });

  it('says what is missing after an attempt', () => {
    render(<PaymentMethodList methods={methods} agreementLabel="I agree" showErrors />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Is required');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      /Please agree to the terms and conditions/,
    );
  });

  it('tells the shopper when there is no way to pay', () => {
    render(<PaymentMethodList methods={[]} agreementLabel="I agree" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No payment methods are available');
  });
});
