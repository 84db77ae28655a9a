/** System font stacks only: no web-font downloads (performance budget, offline CI). */
export const font = {
  family: {
    body: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    heading:
      '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Liberation Serif", serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  /** Type scale (rem, 16px root): 12 · 14 · 16 · 18 · 22 · 28 · 36 · 48. */
  size: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.125rem',
    xlarge: '1.375rem',
    xxlarge: '1.75rem',
    xxxlarge: '2.25rem',
    display: '3rem',
  },
  weight: { regular: '400', medium: '500', strong: '600' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.08em' },
} as const;
