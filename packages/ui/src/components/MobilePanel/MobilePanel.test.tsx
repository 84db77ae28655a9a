import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobilePanel, resolveLevel } from './MobilePanel';
import { sampleMobileLinks, sampleMobileMenu } from './fixtures';

describe('resolveLevel', () => {
  it('follows the path and stops at unknown ids or leaves', () => {
    expect(resolveLevel(sampleMobileMenu, []).map((i) => i.id)).toEqual([]);
    expect(resolveLevel(sampleMobileMenu, ['skincare', 'serums']).map((i) => i.id)).toEqual([
      'skincare',
      'serums',
    ]);
    expect(resolveLevel(sampleMobileMenu, ['skincare', 'nope', 'x']).map((i) => i.id)).toEqual(['skincare']);
    expect(resolveLevel(sampleMobileMenu, ['sets']).map((i) => i.id)).toEqual([]);
  });
});

describe('MobilePanel', () => {
  it('goes down a level and back, moving focus, and reports the path', async () => {
    const onPathChange = vi.fn();
    render(
      <MobilePanel
        items={sampleMobileMenu}
        links={sampleMobileLinks}
        defaultOpen
        onPathChange={onPathChange}
        store={<button>Store</button>}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Journal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skincare' }));
    expect(onPathChange).toHaveBeenLastCalledWith(['skincare']);
    const back = screen.getByRole('button', { name: /Back/ });
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Skincare' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Journal' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Serums' }));
    expect(onPathChange).toHaveBeenLastCalledWith(['skincare', 'serums']);
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(onPathChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Skincare' })).toHaveFocus());
  });
});
