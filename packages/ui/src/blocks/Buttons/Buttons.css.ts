import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const buttonsAppearances = ['inline', 'stacked'] as const;

export const root = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  minWidth: 0,
  justifyContent: 'flex-start',
  alignItems: 'center',
  selectors: {
    '&[data-appearance="stacked"]': { flexDirection: 'column', alignItems: 'flex-start' },
    '&[data-align="center"]': { justifyContent: 'center' },
    '&[data-align="right"]': { justifyContent: 'flex-end' },
    '&[data-appearance="stacked"][data-align="center"]': { alignItems: 'center' },
    '&[data-appearance="stacked"][data-align="right"]': { alignItems: 'flex-end' },
    // Same width: a grid of equal tracks as wide as the widest label.
    '&[data-same-width]': { display: 'inline-grid', gridAutoColumns: '1fr', gridAutoFlow: 'column' },
    '&[data-same-width][data-appearance="stacked"]': { gridAutoFlow: 'row' },
  },
});

/** Grid needs a wrapper to align as a whole. */
export const sameWidthOuter = style({
  display: 'flex',
  minWidth: 0,
  selectors: {
    '&[data-align="center"]': { justifyContent: 'center' },
    '&[data-align="right"]': { justifyContent: 'flex-end' },
  },
});

export const item = style({
  display: 'flex',
  minWidth: 0,
  selectors: { '[data-same-width] > &': { display: 'grid' } },
});
