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

/** The small screen's place of a cell, when the grid carries both layouts (server render). */
export const smallRowVar = createVar();
export const smallColumnVar = createVar();
export const smallRowSpanVar = createVar();
export const smallColumnSpanVar = createVar();

export const cell = style({
  display: 'flex',
  minWidth: 0,
  gridRow: `${rowVar} / span ${rowSpanVar}`,
  gridColumn: `${columnVar} / span ${columnSpanVar}`,
});

/**
 * Both layouts in one grid (`screen` not fixed): the large placement by default, the small one at
 * 640 px or less, a cell missing from a layout hidden there — the first paint is final on every
 * screen, with no JavaScript (spec §2 breakpoints).
 */
export const responsive = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.small}px)`]: {
      gridRow: `${smallRowVar} / span ${smallRowSpanVar}`,
      gridColumn: `${smallColumnVar} / span ${smallColumnSpanVar}`,
    },
  },
});

export const onlyLarge = style({
  '@media': { [`screen and (max-width: ${breakpoints.small}px)`]: { display: 'none' } },
});

export const onlySmall = style({
  '@media': { [`screen and (min-width: ${breakpoints.small + 1}px)`]: { display: 'none' } },
});

export const promo = style({ alignSelf: 'stretch' });

/**
 * Cells below the first rows: the browser skips their style, layout and paint until they come near
 * the viewport (issue 18: a listing's first rendering was one task of 68–131 ms in traces of the
 * search page, fifteen cards of which a phone shows four). They stay in the accessibility tree, in
 * find-in-page and in the tab order. Until a cell has been rendered its height is a card's (`auto`
 * keeps the real one afterwards), so the page's length and the scrollbar hardly move.
 */
export const offscreen = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 620px',
  selectors: { '&[data-size="large"]': { containIntrinsicBlockSize: 'auto 1285px' } },
  '@media': {
    [`screen and (max-width: ${breakpoints.small}px)`]: {
      containIntrinsicBlockSize: 'auto 442px',
      selectors: { '&[data-size="large"]': { containIntrinsicBlockSize: 'auto 698px' } },
    },
  },
});

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
