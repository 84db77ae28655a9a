import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consentFor, CookieBanner, defaultCookieCategories } from './CookieBanner';

describe('consentFor', () => {
  it('keeps required categories on', () => {
    expect(consentFor(defaultCookieCategories, false)).toEqual({
      necessary: true,
      analytics: false,
      advertising: false,
    });
    expect(consentFor(defaultCookieCategories, true)).toEqual({
      necessary: true,
      analytics: true,
      advertising: true,
    });
  });
});

describe('CookieBanner', () => {
  it('Allow All reports every category on', async () => {
    const onAllowAll = vi.fn();
    render(<CookieBanner onAllowAll={onAllowAll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Allow All' }));
    expect(onAllowAll).toHaveBeenCalledWith({ necessary: true, analytics: true, advertising: true });
  });

  it('Manage Cookies shows switches; necessary is locked on; Save reports the choice', async () => {
    const onSave = vi.fn();
    const onViewChange = vi.fn();
    render(<CookieBanner onSave={onSave} onViewChange={onViewChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    expect(onViewChange).toHaveBeenCalledWith('manage');
    const necessary = screen.getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ necessary: true, analytics: true, advertising: false });
  });

  it('a banner that appears by itself leaves focus where it was; one opened on request takes it', () => {
    const { unmount } = render(<CookieBanner />);
    expect(document.body).toHaveFocus();
    unmount();
    render(<CookieBanner focusOnMount defaultView="manage" />);
    expect(screen.getByRole('heading', { name: 'Manage Cookies' })).toHaveFocus();
  });

  it('switching to the manage view moves focus to its title', async () => {
    render(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    expect(screen.getByRole('heading', { name: 'Manage Cookies' })).toHaveFocus();
  });
});
