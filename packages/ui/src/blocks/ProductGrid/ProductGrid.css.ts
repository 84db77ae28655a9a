import { style, styleVariants } from '@vanilla-extract/css';
import { blockContainer, blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

export const root = style({
  ...blockContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  color: vars.color.ink,
});

const gridBase = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.medium,
  rowGap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [blockQueries.large]: { columnGap: vars.space.large } },
});

export const grid = styleVariants({
  2: [gridBase],
  3: [
    gridBase,
    { '@container': { [blockQueries.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
  ],
  4: [
    gridBase,
    {
      '@container': {
        [blockQueries.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [blockQueries.large]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      },
    },
  ],
});

export const item = style({ minWidth: 0, display: 'flex' });

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.inkSoft,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  textAlign: 'center',
});
