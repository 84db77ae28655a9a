import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

/**
 * One column on phones, two from 640 px, three from 1024 px. The cards share the blog slider's
 * styles (the shop puts these rules in its blog stylesheet, loaded with the blog's pages only).
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
