import { createVar, style, styleVariants } from '@vanilla-extract/css';
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
  large: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
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
