import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageBlock, isLocalMediaUrl } from './ImageBlock';

describe('ImageBlock', () => {
  it('offers the mobile image below 768 px in a <picture>', () => {
    render(
      <ImageBlock
        src="https://cdn.example.com/a.jpg"
        mobileSrc="https://cdn.example.com/m.jpg"
        alt="Serum"
      />,
    );
    const source = document.querySelector('picture > source');
    expect(source).toHaveAttribute('media', 'screen and (max-width: 767px)');
    expect(source).toHaveAttribute('srcset', 'https://cdn.example.com/m.jpg');
    // Not the shop's media: used as it is, no resized candidates.
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('gives local media the spec srcset widths and loads a priority image eagerly', () => {
    render(<ImageBlock src="/media/wysiwyg/a.jpg" alt="Serum" priority />);
    const img = screen.getByRole('img');
    const widths = (img.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['40w', '80w', '160w', '320w', '640w', '960w', '1280w', '1600w', '2560w']);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(document.querySelector('picture')).toBeNull();
  });

  it('links the image and says when the link opens a new tab', () => {
    render(
      <ImageBlock
        src="/media/a.jpg"
        alt="Serum"
        link={{ href: 'https://example.com', openInNewTab: true }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Serum (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('knows local media URLs', () => {
    expect(isLocalMediaUrl('/media/a.jpg')).toBe(true);
    expect(isLocalMediaUrl('https://x.com/media/a.jpg')).toBe(false);
  });
});
