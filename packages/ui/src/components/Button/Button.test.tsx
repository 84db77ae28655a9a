import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonSizes, buttonVariants } from './Button';

describe('Button', () => {
  it.each(buttonVariants.flatMap((v) => buttonSizes.map((s) => [v, s] as const)))(
    'renders %s / %s',
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          Add to bag
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Add to bag' })).toHaveAttribute('type', 'button');
    },
  );

  it('fires onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to bag</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading and exposes aria-busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Add to bag
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).not.toBeDisabled(); // keeps focus
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit a form while loading', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Pay
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is natively disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Out of Stock
      </Button>,
    );
    expect(screen.getByRole('button')).toBeDisabled();
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/">Back to homepage</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back to homepage' });
    expect(link).toHaveAttribute('href', '/');
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a disabled asChild link as aria-disabled and blocks navigation clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button asChild disabled onClick={onClick}>
        <a href="/checkout">Checkout</a>
      </Button>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
