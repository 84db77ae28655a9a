export const motion = {
  duration: { instant: '0ms', fast: '120ms', medium: '200ms', slow: '320ms', loop: '1400ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
    linear: 'linear',
  },
} as const;
