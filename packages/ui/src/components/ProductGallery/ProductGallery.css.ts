import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const rowVar = createVar();
export const columnVar = createVar();
export const rowSpanVar = createVar();
export const columnSpanVar = createVar();

export const grid = style({
  display: 'grid',
  gridAutoRows: 'auto',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.xxxlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const columns = styleVariants({
  // The server renders the large layout; on small screens CSS already shows 2 columns, so the
  // switch to the small layout after hydration does not reflow the whole grid (spec: ≤ 640 px).
  large: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media': {
      [`screen and (max-width: ${breakpoints.small}px)`]: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        columnGap: vars.space.medium,
        rowGap: vars.space.xlarge,
      },
    },
  },
  small: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.medium,
    rowGap: vars.space.xlarge,
  },
});

export const cell = style({
  display: 'flex',
  minWidth: 0,
  gridRow: `${rowVar} / span ${rowSpanVar}`,
  gridColumn: `${columnVar} / span ${columnSpanVar}`,
});

export const promo = style({ alignSelf: 'stretch' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.inkSoft,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.regular,
  color: vars.color.ink,
});
