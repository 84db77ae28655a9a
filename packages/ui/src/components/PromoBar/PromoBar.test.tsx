import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromoBar } from './PromoBar';

describe('PromoBar', () => {
  it('shows messages and a link, and closes when dismissed', async () => {
    const onOpenChange = vi.fn();
    render(
      <PromoBar
        messages={['Free shipping over €50', 'Free samples with every order']}
        action={<a href="/promo/spring">Shop now</a>}
        dismissable
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByRole('region', { name: 'Promotion' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/promo/spring');
    await userEvent.click(screen.getByRole('button', { name: 'Close promotion' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('has no close button unless dismissable and respects controlled open', () => {
    const { rerender } = render(<PromoBar messages={['Hi']} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<PromoBar messages={['Hi']} open={false} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
