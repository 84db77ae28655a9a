import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster, ToastProvider, useToasts } from './Toast';
import { createToastStore } from './toastStore';

describe('Toaster', () => {
  it('renders toasts from the store with a type label and a Close button when dismissable', async () => {
    const store = createToastStore();
    render(
      <ToastProvider store={store}>
        <Toaster />
      </ToastProvider>,
    );
    act(() => {
      store.add({
        id: 'a',
        type: 'error',
        message: 'Could not find a cart',
        timeout: null,
        dismissable: true,
      });
    });
    expect(screen.getByText('Could not find a cart')).toBeInTheDocument();
    expect(screen.getByText(/Error:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getSnapshot()).toEqual([]);
  });

  it('has no Close button when not dismissable', () => {
    const store = createToastStore();
    store.add({ type: 'success', message: 'Saved' });
    render(
      <ToastProvider store={store}>
        <Toaster />
      </ToastProvider>,
    );
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    store.clear();
  });

  it('shows an action button that runs its action and closes the toast', async () => {
    const store = createToastStore();
    const reloads: string[] = [];
    store.add({
      id: 'update',
      type: 'info',
      message: 'A new version is available',
      timeout: null,
      dismissable: true,
      button: { label: 'Reload', onClick: () => reloads.push('reload') },
    });
    render(
      <ToastProvider store={store}>
        <Toaster />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloads).toEqual(['reload']);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('useToasts throws outside the provider', () => {
    function Orphan() {
      useToasts();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/inside <ToastProvider>/);
  });
});
