import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';

function Demo({ onOpenChange }: { onOpenChange?: (o: boolean) => void }) {
  return (
    <Drawer.Root onOpenChange={onOpenChange}>
      <Drawer.Trigger>
        <button>Open</button>
      </Drawer.Trigger>
      <Drawer.Content side="left">
        <Drawer.Header>
          <Drawer.Title>Menu</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body>Links</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('shows a mask while open and closes when the mask is clicked', async () => {
    const onOpenChange = vi.fn();
    render(<Demo onOpenChange={onOpenChange} />);
    expect(document.querySelector('[data-drawer-mask]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('data-side', 'left');
    const mask = document.querySelector('[data-drawer-mask]')!;
    expect(mask).toHaveAttribute('data-state', 'open');
    fireEvent.pointerDown(mask);
    fireEvent.click(mask);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
