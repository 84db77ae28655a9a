import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../Price/priceMath';
import { GiftCardForm } from './GiftCardForm';

const eur = (v: number) => formatPrice(v, 'EUR', 'en-US');
const handlers = () => ({ onApply: vi.fn(), onRemove: vi.fn(), onCheckBalance: vi.fn() });

describe('GiftCardForm', () => {
  it('is an optional field: no asterisk, no aria-required (spec §5, issue 19)', () => {
    render(<GiftCardForm {...handlers()} formatPrice={eur} />);
    expect(screen.getByRole('textbox', { name: 'Gift card code' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('needs a code to apply or check, and passes it trimmed', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(<GiftCardForm {...h} formatPrice={eur} />);
    await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(h.onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Gift card code' })).toHaveAccessibleDescription(
      'Is required',
    );
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), ' GIFT-020-EUR ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(h.onCheckBalance).toHaveBeenCalledWith('GIFT-020-EUR');
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), '{Enter}');
    expect(h.onApply).toHaveBeenCalledWith('GIFT-020-EUR');
  });

  it('lists applied cards with amounts and removes one', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(
      <GiftCardForm
        {...h}
        formatPrice={eur}
        applied={[{ code: 'GIFT-050-EUR', appliedAmount: 12.5, balance: 37.5 }]}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'GIFT-050-EUR €12.50 appliedRemaining balance €37.50',
    );
    await user.click(screen.getByRole('button', { name: 'Remove gift card GIFT-050-EUR' }));
    expect(h.onRemove).toHaveBeenCalledWith('GIFT-050-EUR');
  });

  it('shows the balance result and the server error', () => {
    render(
      <GiftCardForm
        {...handlers()}
        formatPrice={eur}
        balance={{ code: 'GIFT-020-EUR', balance: 20 }}
        error="Gift card not found"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The balance of gift card GIFT-020-EUR is €20.00.');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Gift card not found');
  });

  it('disables the other actions while one runs', () => {
    render(<GiftCardForm {...handlers()} formatPrice={eur} status="applying" />);
    expect(screen.getByRole('button', { name: 'Apply gift card' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Check balance' })).toBeDisabled();
  });
});
