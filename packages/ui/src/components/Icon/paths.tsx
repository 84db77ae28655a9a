import type { ReactElement } from 'react';

/** Names of the shop's icon set, declared once for types, stories and tests. */
export const iconNames = [
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
  'image-off',
] as const;
export type IconName = (typeof iconNames)[number];

/** Line icons on a 24 × 24 grid, drawn with `currentColor` strokes. */
export const iconPaths: Record<IconName, ReactElement> = {
  bag: (
    <>
      <path d="M5 8h14l-1 12.5H6L5 8Z" />
      <path d="M9 10.5V7a3 3 0 0 1 6 0v3.5" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z" />
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="3.75" />
      <path d="M4.75 20c.8-3.8 3.7-6 7.25-6s6.45 2.2 7.25 6" />
    </>
  ),
  search: (
    <>
      <circle cx="10.75" cy="10.75" r="6.25" />
      <path d="m15.5 15.5 4.75 4.75" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-down': <path d="m6 9.5 6 6 6-6" />,
  'chevron-left': <path d="m14.5 6-6 6 6 6" />,
  'chevron-right': <path d="m9.5 6 6 6-6 6" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.25" />
      <path d="M3.75 12h16.5M12 3.75c2.2 2.3 3.3 5 3.3 8.25S14.2 18 12 20.25C9.8 18 8.7 15.25 8.7 12S9.8 6.05 12 3.75Z" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <>
      <circle cx="12" cy="12" r="8.25" />
      <path d="M12 7.75v5" />
      <path d="M12 16.25h.01" />
    </>
  ),
  'image-off': (
    <>
      <rect x="3.75" y="5.25" width="16.5" height="13.5" rx="1.5" />
      <path d="m3.75 15.5 4.5-4.25 4 3.75 2.5-2.25 5.5 4.75" />
      <path d="M3 3l18 18" />
    </>
  ),
};
