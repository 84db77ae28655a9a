import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Banner } from './Banner';

describe('Banner', () => {
  it('puts an eager, high-priority image with the spec srcset in the server HTML (LCP)', () => {
    const html = renderToString(
      <Banner
        image={{ src: '/media/hero.jpg', mobileSrc: '/media/hero-m.jpg' }}
        content="<h2>Hi</h2>"
        priority
      />,
    );
    expect(html).toMatch(
      /<source media="screen and \(max-width: 767px\)" srcSet="\/media\/hero-m\.jpg\?width=40 40w/,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('/media/hero.jpg?width=2560 2560w');
  });

  it('is one link with the button as its look', () => {
    render(
      <Banner
        content="<p>Winter ritual</p>"
        button={{ text: 'Discover', variant: 'secondary' }}
        link={{ href: '/winter' }}
      />,
    );
    const link = screen.getByRole('link', { name: /Winter ritual\s*Discover/ });
    expect(link).toHaveAttribute('href', '/winter');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no overlay without a colour and hides a button set to never', () => {
    const { container } = render(<Banner content="<p>x</p>" button={{ text: 'Go' }} showButton="never" />);
    expect(container.firstElementChild).toHaveAttribute('data-overlay', 'never');
    expect(screen.queryByText('Go')).toBeNull();
  });
});

describe('Banner with links in its content', () => {
  it('puts the banner link on the button instead of nesting links', () => {
    render(
      <Banner
        content='<p>Read <a href="/journal">the journal</a></p>'
        button={{ text: 'Shop now' }}
        link={{ href: '/shop' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'the journal' })).toHaveAttribute('href', '/journal');
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/shop');
    expect(document.querySelector('a a')).toBeNull();
  });
});
