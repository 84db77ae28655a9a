import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '70%',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '@media': {
    [mediaQueries.small]: { gridAutoColumns: '40%' },
    [mediaQueries.large]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      overflowX: 'visible',
      gap: vars.space.large,
    },
  },
  selectors: {
    '&[data-count="many"]': {
      '@media': { [mediaQueries.large]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
    },
  },
});

export const item = style({ minWidth: 0, scrollSnapAlign: 'start' });
