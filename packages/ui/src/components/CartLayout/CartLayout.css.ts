import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQueries.large]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gap: vars.space.xxlarge,
      alignItems: 'start',
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge, minWidth: 0 });

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [mediaQueries.large]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.large})`,
    },
  },
});
