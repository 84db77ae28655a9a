import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validateToast } from '../Toast/toastStore';
import { connectivityToast, OfflineNotice } from './OfflineNotice';

describe('OfflineNotice', () => {
  it('shows the spec texts in a status region', () => {
    const { rerender } = render(<OfflineNotice status="offline" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Some features may be unavailable.',
    );
    rerender(<OfflineNotice status="online" />);
    expect(screen.getByRole('status')).toHaveTextContent('You are online.');
  });

  it('reports dismissal', async () => {
    const onDismiss = vi.fn();
    render(<OfflineNotice status="online" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('builds valid 3 s toasts sharing one id', () => {
    const offline = connectivityToast('offline');
    const online = connectivityToast('online', { onlineText: 'Sie sind online.' });
    expect(() => validateToast(offline)).not.toThrow();
    expect(offline).toMatchObject({ type: 'warning', timeout: 3000, id: 'connectivity' });
    expect(online).toMatchObject({ type: 'success', message: 'Sie sind online.', id: 'connectivity' });
  });
});
