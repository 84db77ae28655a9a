/** Space scale on a 4px grid (rem): 0 · 2 · 4 · 8 · 12 · 16 · 24 · 32 · 48. */
export const space = {
  none: '0',
  xxsmall: '0.125rem',
  xsmall: '0.25rem',
  small: '0.5rem',
  medium: '0.75rem',
  large: '1rem',
  xlarge: '1.5rem',
  xxlarge: '2rem',
  xxxlarge: '3rem',
} as const;

export const size = {
  icon: { small: '1rem', medium: '1.25rem', large: '1.5rem' },
  loader: { small: '1rem', medium: '1.75rem', large: '2.75rem' },
  control: { small: '2rem', medium: '2.75rem', large: '3.25rem' },
  focusRing: '2px',
  focusOffset: '2px',
  /** Spec §9: the sort dropdown is at least 150 px wide. */
  menuMinWidth: '9.375rem',
  /** Spec §9: swatch size 18 px. */
  swatch: '1.125rem',
} as const;

export const layout = {
  containerNarrow: '45rem',
  containerMedium: '64rem',
  containerWide: '90rem',
  gutterMobile: '1rem',
  gutterDesktop: '2rem',
  /** Spec §9: header offset 92 px. */
  headerHeight: '5.75rem',
  /** Dialog widths (small confirmations · forms · rich content). */
  dialogSmall: '25rem',
  dialogMedium: '35rem',
  dialogLarge: '50rem',
  /** Side sheet (drawer, mobile panel) width on wider screens. */
  drawerWidth: '26rem',
  /** Spec §2/§9: filter sidebar max width 360 px; the other reading gives 325 px. */
  filterSidebarWide: '22.5rem',
  filterSidebarNarrow: '20.3125rem',
  /** Popover / dropdown menu width (spec: sort dropdown at least 150 px). */
  menuWidth: '15rem',
} as const;
