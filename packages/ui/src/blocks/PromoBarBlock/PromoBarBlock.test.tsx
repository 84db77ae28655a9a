import { describe, expect, it } from 'vitest';
import { parseColor, readableTone } from './readableTone';

describe('readableTone', () => {
  it('parses hex and rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#27342E')).toEqual([39, 52, 46]);
    expect(parseColor('rgba(240, 236, 228, 0.5)')).toEqual([240, 236, 228]);
    expect(parseColor('tomato')).toBeNull();
  });

  it('picks the text with more contrast', () => {
    expect(readableTone('#27342E')).toBe('light');
    expect(readableTone('#E4EADF')).toBe('dark');
    expect(readableTone('rgb(122, 91, 58)')).toBe('light');
    expect(readableTone('var(--x)')).toBe('light');
  });
});
