import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderNavMenu } from './HeaderNavMenu';
import { sampleMenu } from './fixtures';
import { navDropdownLayout, navDropdownProducts } from './navMenuLayout';

describe('navDropdownLayout (spec §9)', () => {
  it.each([
    [0, 'links'],
    [1, 'featured'],
    [2, 'special'],
    [3, 'special'],
    [5, 'special'],
  ] as const)('%s products → %s', (count, layout) => expect(navDropdownLayout(count)).toBe(layout));

  it('shows at most three products', () => {
    expect(navDropdownProducts([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(navDropdownProducts(undefined)).toEqual([]);
  });
});

describe('HeaderNavMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderMenu = () =>
    render(
      <HeaderNavMenu
        items={sampleMenu}
        renderProduct={(p, layout) => <div data-layout={layout}>{p.name}</div>}
      />,
    );
  const mouse = { pointerType: 'mouse' };

  it('opens a dropdown after the 300 ms hover delay, with the featured layout for one product', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Skincare' });
    fireEvent.pointerEnter(button.parentElement!, mouse);
    act(() => vi.advanceTimersByTime(299));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Midnight Recovery Oil')).toHaveAttribute('data-layout', 'featured');
    expect(screen.getByRole('link', { name: 'View all Skincare' })).toHaveAttribute('href', '#skincare');
  });

  it('switches at once to the next item and uses the special layout for 2–3 products', () => {
    renderMenu();
    const skincare = screen.getByRole('button', { name: 'Skincare' });
    const body = screen.getByRole('button', { name: 'Body' });
    fireEvent.pointerEnter(skincare.parentElement!, mouse);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerLeave(skincare.parentElement!, mouse);
    fireEvent.pointerEnter(body.parentElement!, mouse);
    act(() => vi.advanceTimersByTime(0));
    expect(body).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(500));
    expect(skincare).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Sea Salt Scrub')).toHaveAttribute('data-layout', 'special');
  });

  it('toggles on click, closes on Escape and returns focus', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Makeup' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('[data-products]')).toBeNull();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Lipstick' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('renders items without children as links', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Gift sets' })).toHaveAttribute('href', '#sets');
  });

  it('is a menu of plain links in the server HTML (no script, no dropdowns), buttons once hydrated', () => {
    const html = renderToString(<HeaderNavMenu items={sampleMenu} />);
    expect(html).not.toContain('<button');
    expect(html).toContain('href="#skincare"');
    expect(html).not.toContain('aria-expanded');
    renderMenu();
    expect(screen.getByRole('button', { name: 'Skincare' })).toHaveAttribute('aria-expanded', 'false');
  });
});
