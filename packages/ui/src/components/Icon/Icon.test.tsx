import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('has the shop icon set', () => {
    for (const name of [
      'bag',
      'heart',
      'user',
      'search',
      'menu',
      'close',
      'chevron-down',
      'chevron-left',
      'chevron-right',
      'globe',
      'check',
      'alert',
    ])
      expect(iconNames).toContain(name);
  });
  it.each(iconNames)('%s is decorative by default', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.childElementCount).toBeGreaterThan(0);
  });
  it('is labelled when given a label', () => {
    render(<Icon name="bag" label="Mini cart" />);
    expect(screen.getByRole('img', { name: 'Mini cart' })).not.toHaveAttribute('aria-hidden');
  });
});
