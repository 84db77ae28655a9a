import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaQueries.large]: {
      selectors: { '&[data-state="with-sidebar"]': { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
    },
  },
});

export const sidebar = style({ minWidth: 0 });
export const main = style({ minWidth: 0 });
