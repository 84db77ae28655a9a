import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';

export const line = style({
  display: 'flex',
  flexWrap: 'nowrap',
  flexBasis: '100%',
  minWidth: 0,
  '@media': { [mediaQueries.belowMedium]: { flexWrap: 'wrap' } },
});
