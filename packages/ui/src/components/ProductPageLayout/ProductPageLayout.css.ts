import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQueries.large]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: vars.space.xxxlarge,
      alignItems: 'start',
    },
  },
});

export const media = style({ minWidth: 0 });

export const summary = style({
  minWidth: 0,
  '@media': {
    [mediaQueries.large]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space.large})`,
    },
  },
});
