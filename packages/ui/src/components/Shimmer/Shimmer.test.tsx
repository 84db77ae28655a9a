import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Shimmer, shimmerShapes } from './Shimmer';

describe('Shimmer', () => {
  it.each(shimmerShapes)('%s is hidden from assistive technology', (shape) => {
    const { container } = render(<Shimmer shape={shape} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-shape', shape);
  });
  it('sets width and height through custom properties', () => {
    const { container } = render(<Shimmer shape="line" width="60%" height="2rem" />);
    const style = container.firstElementChild!.getAttribute('style') ?? '';
    expect(style).toContain('60%');
    expect(style).toContain('2rem');
    expect(style).toMatch(/--/);
  });
});
