import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../Price/priceMath';
import { RewardPoints } from './RewardPoints';

const eur = (v: number) => formatPrice(v, 'EUR', 'en-US');

describe('RewardPoints', () => {
  it('shows potential points and no action without points to redeem', () => {
    render(<RewardPoints potential={{ points: 30, amount: 0.3 }} formatPrice={eur} onApply={vi.fn()} />);
    expect(screen.getByText('This order earns 30 points (worth €0.30).')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('applies points when the shopper has some', async () => {
    const onApply = vi.fn();
    render(<RewardPoints canApply formatPrice={eur} onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my points' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('shows applied points with their value and removes them', async () => {
    const onRemove = vi.fn();
    render(
      <RewardPoints
        canApply
        applied={{ points: 1500, amount: 15 }}
        formatPrice={eur}
        formatNumber={(v) => v.toLocaleString('de-DE')}
        onApply={vi.fn()}
        onRemove={onRemove}
        labels={{ applied: (p, a) => `${p} Punkte eingelöst: ${a} Rabatt.` }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1.500 Punkte eingelöst: €15.00 Rabatt.');
    expect(screen.queryByRole('button', { name: 'Use my points' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop using points' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
