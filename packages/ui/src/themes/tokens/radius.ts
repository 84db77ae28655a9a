export const radius = {
  none: '0',
  small: '0.25rem',
  medium: '0.5rem',
  large: '1rem',
  pill: '999px',
  round: '50%',
} as const;

export const borderWidth = { thin: '1px', thick: '2px' } as const;

/** Soft, warm-tinted shadows: light falls gently on the page. */
export const shadow = {
  small: '0 1px 2px rgba(30, 36, 32, 0.06), 0 1px 1px rgba(30, 36, 32, 0.04)',
  medium: '0 4px 12px rgba(30, 36, 32, 0.08), 0 1px 3px rgba(30, 36, 32, 0.06)',
  large: '0 16px 40px rgba(30, 36, 32, 0.14), 0 4px 12px rgba(30, 36, 32, 0.06)',
} as const;
