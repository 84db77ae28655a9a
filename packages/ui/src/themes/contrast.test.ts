import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../private/contrast';
import { color, contrastPairs } from './tokens';

describe('colour tokens', () => {
  it('computes known WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 1);
  });

  it.each(contrastPairs)('$fg on $bg reaches $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(color[fg], color[bg])).toBeGreaterThanOrEqual(min);
  });
});
