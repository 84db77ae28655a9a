import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

const frameOf = (el: HTMLElement) => el.closest('[data-state]') as HTMLElement;

describe('Image', () => {
  it('throws the spec message without src or resource', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Image alt="x" />)).toThrow("Missing both 'src' and 'resource' props");
    spy.mockRestore();
  });

  it('renders a lazy img with srcset, sizes and card dimensions', () => {
    render(<Image src="/p.jpg" alt="Serum" size="small" />);
    const img = screen.getByRole('img', { name: 'Serum' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '324');
    expect(img).toHaveAttribute('height', '440');
    expect(img).toHaveAttribute('sizes', '(max-width: 640px) 50vw, 324px');
    expect(img).toHaveAttribute('src', '/p.jpg?width=640');
    expect(img.getAttribute('srcset')).toContain('/p.jpg?width=40 40w');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly with high priority', () => {
    render(<Image src="/p.jpg" alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses resource.url when src is missing', () => {
    render(<Image resource={{ url: '/r.jpg', label: 'R' }} alt="R" />);
    expect(screen.getByRole('img', { name: 'R' }).getAttribute('src')).toBe('/r.jpg');
  });

  it('shows a shimmer until loaded', () => {
    const onLoad = vi.fn();
    const { container } = render(<Image src="/p.jpg" alt="Serum" onLoad={onLoad} />);
    const img = screen.getByRole('img', { name: 'Serum' });
    expect(frameOf(img)).toHaveAttribute('data-state', 'loading');
    expect(container.querySelector('[data-shape="block"]')).not.toBeNull();
    fireEvent.load(img);
    expect(frameOf(img)).toHaveAttribute('data-state', 'loaded');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback on error, labelled by alt', () => {
    const onError = vi.fn();
    const { container } = render(<Image src="/missing.jpg" alt="Night cream" onError={onError} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'error');
    const fallback = screen.getByRole('img', { name: 'Night cream' });
    expect(fallback.tagName).toBe('SPAN');
    expect(onError).toHaveBeenCalled();
  });

  it('accepts a custom fallback and a swapped url builder', () => {
    const { container } = render(
      <Image
        src="/p.jpg"
        alt=""
        width={100}
        height={80}
        urlBuilder={(s, w) => `${s}?w=${w}`}
        fallback="No image"
      />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/p.jpg?w=160 160w');
    expect(img).toHaveAttribute('sizes', '100px');
    fireEvent.error(img);
    expect(container).toHaveTextContent('No image');
  });

  it('sizes an image given a width and a ratio, so a small frame never gets the largest copy', () => {
    const { container } = render(<Image src="/p.jpg" alt="" width={112} ratio={0.8} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('sizes', '112px');
    expect(img).toHaveAttribute('width', '112');
    expect(img).toHaveAttribute('height', '140');
    expect(img).toHaveAttribute('src', '/p.jpg?width=160');
  });

  it('sets the ratio on the frame', () => {
    const { container } = render(<Image src="/p.jpg" alt="" ratio={0.8} />);
    const frame = container.querySelector('[data-state]') as HTMLElement;
    expect(frame).toHaveAttribute('data-ratio');
    expect(frame.getAttribute('style')).toContain('0.8');
  });
});
