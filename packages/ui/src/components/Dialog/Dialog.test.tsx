import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Demo({
  onOpenChange,
  description = true,
}: {
  onOpenChange?: (o: boolean) => void;
  description?: boolean;
}) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <button>Open</button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Shop Filter</Dialog.Title>
          {description ? <Dialog.Description>Narrow the list</Dialog.Description> : null}
        </Dialog.Header>
        <Dialog.Body>Body</Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('is labelled by its title and described by its description', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Shop Filter' });
    expect(dialog).toHaveAccessibleDescription('Narrow the list');
    expect(dialog).toHaveAttribute('data-size', 'medium');
  });

  it('has no dangling aria-describedby without a description', async () => {
    render(<Demo description={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
  });

  it('closes with Escape and with the close button, reporting onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(<Demo onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });
});
