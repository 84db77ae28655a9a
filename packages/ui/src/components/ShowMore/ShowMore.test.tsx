import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from './ShowMore';

describe('ShowMore', () => {
  it('shows progress and loads more', async () => {
    const onShowMore = vi.fn();
    render(<ShowMore shown={12} total={48} onShowMore={onShowMore} />);
    expect(screen.getByText('12 of 48')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Products shown' })).toHaveAttribute('value', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });
  it('ignores clicks while loading and hides when all are shown', async () => {
    const onShowMore = vi.fn();
    const { rerender } = render(<ShowMore shown={12} total={48} onShowMore={onShowMore} loading />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onShowMore).not.toHaveBeenCalled();
    rerender(
      <ShowMore shown={48} total={48} onShowMore={onShowMore} progressText={(n, t) => `${n} von ${t}`} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('48 von 48')).toBeInTheDocument();
  });
});
