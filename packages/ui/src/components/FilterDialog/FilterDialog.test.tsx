import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterDialog } from './FilterDialog';

describe('FilterDialog', () => {
  it('is titled "Shop Filter"; Clear keeps it open, Accept applies and closes', async () => {
    const onAccept = vi.fn();
    const onClear = vi.fn();
    render(
      <FilterDialog trigger={<button>Filter</button>} onAccept={onAccept} onClear={onClear}>
        <fieldset>
          <legend>Skin type</legend>
        </fieldset>
      </FilterDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('dialog', { name: 'Shop Filter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
