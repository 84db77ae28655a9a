import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponForm } from './CouponForm';

describe('CouponForm', () => {
  it('applies the trimmed code and requires one', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<CouponForm onApply={onApply} onRemove={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    expect(field).toHaveAccessibleDescription('Is required');
    await user.type(field, ' big20 ');
    expect(field).not.toHaveAccessibleDescription('Is required');
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledWith('big20');
  });

  it('is an optional field: no asterisk, no aria-required (spec §5, issue 19)', () => {
    render(<CouponForm onApply={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('shows the server error and reports edits so the app can clear it', async () => {
    const user = userEvent.setup();
    const onCodeChange = vi.fn();
    render(
      <CouponForm
        onApply={vi.fn()}
        onRemove={vi.fn()}
        defaultCode="EXPIRED15"
        error="The coupon code isn't valid. Verify the code and try again."
        onCodeChange={onCodeChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    expect(field).toHaveValue('EXPIRED15');
    expect(field).toHaveAccessibleDescription("The coupon code isn't valid. Verify the code and try again.");
    await user.type(field, 'X');
    expect(onCodeChange).toHaveBeenLastCalledWith('EXPIRED15X');
  });

  it('takes a default that arrives later, unless the shopper has typed', async () => {
    const user = userEvent.setup();
    const props = { onApply: vi.fn(), onRemove: vi.fn() };
    const { rerender } = render(<CouponForm {...props} />);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    rerender(<CouponForm {...props} defaultCode="WELCOME10" />);
    expect(field).toHaveValue('WELCOME10');
    await user.clear(field);
    await user.type(field, 'MINE');
    rerender(<CouponForm {...props} defaultCode="SPRING5" />);
    expect(field).toHaveValue('MINE');
  });

  it('shows the applied code with a remove button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<CouponForm appliedCode="WELCOME10" onApply={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByRole('status')).toHaveTextContent('Promo code WELCOME10 applied');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove promo code WELCOME10' }));
    expect(onRemove).toHaveBeenCalledWith('WELCOME10');
  });

  it('disables the controls while applying', () => {
    render(<CouponForm onApply={vi.fn()} onRemove={vi.fn()} status="applying" />);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
  });
});
