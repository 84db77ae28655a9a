/** Spec §9 breakpoints (px). `large` is where the desktop layout starts (lower bound 1023). */
export const breakpoints = { small: 640, medium: 768, large: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for min-width (mobile first) and the matching max-width ranges. */
export const mediaQueries = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  belowSmall: `screen and (max-width: ${breakpoints.small - 1}px)`,
  belowMedium: `screen and (max-width: ${breakpoints.medium - 1}px)`,
  belowLarge: `screen and (max-width: ${breakpoints.large - 1}px)`,
} as const;
