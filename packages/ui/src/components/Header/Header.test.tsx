import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../Footer';
import { Header } from './Header';

describe('Header and Footer frames', () => {
  it('render landmarks with their slots', () => {
    render(
      <>
        <Header.Root state="scrolled">
          <Header.Logo>Logo</Header.Logo>
          <Header.Nav label="Primary">nav</Header.Nav>
          <Header.Menu>menu</Header.Menu>
          <Header.Actions>actions</Header.Actions>
        </Header.Root>
        <Footer.Root>
          <Footer.Content>links</Footer.Content>
          <Footer.Bottom>© shop</Footer.Bottom>
        </Footer.Root>
      </>,
    );
    expect(screen.getByRole('banner')).toHaveAttribute('data-state', 'scrolled');
    expect(screen.getByRole('navigation', { name: 'Primary' })).toHaveTextContent('nav');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© shop');
  });

  it('holds the page-loading indicator in its own strip inside the banner', () => {
    render(
      <Header.Root>
        <Header.Progress>
          <div role="progressbar" aria-label="Loading" />
        </Header.Progress>
        <Header.Logo>Logo</Header.Logo>
      </Header.Root>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(screen.getByRole('banner')).toContainElement(bar);
    expect(bar.parentElement?.parentElement).toBe(screen.getByRole('banner').firstElementChild);
  });
});
