import { style } from '@vanilla-extract/css';
import { blockContainer, blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

const desktop = blockQueries.medium;
const mobile = blockQueries.belowMedium;

export const root = style({
  ...blockContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

/** A real table when there is room; below, each row is a small card (roles keep the table semantics). */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@container': { [mobile]: { display: 'block' } },
});

export const head = style({ '@container': { [mobile]: { display: 'none' } } });

export const th = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textAlign: 'start',
  color: vars.color.inkSoft,
  selectors: { '&:first-child': { paddingInlineStart: 0 }, '&:last-child': { paddingInlineEnd: 0 } },
});

export const body = style({
  '@container': { [mobile]: { display: 'flex', flexDirection: 'column', gap: vars.space.small } },
});

export const row = style({
  '@container': {
    [mobile]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"product product" "price stock" "qty qty"',
      gap: vars.space.small,
      padding: vars.space.medium,
      borderRadius: vars.radius.medium,
      background: vars.color.surfaceSunken,
    },
  },
});

const cell = {
  verticalAlign: 'middle',
  '@container': {
    [desktop]: {
      paddingBlock: vars.space.medium,
      paddingInline: vars.space.small,
      borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
} as const;

export const productCell = style({
  ...cell,
  '@container': {
    ...cell['@container'],
    [desktop]: { ...cell['@container'][desktop], paddingInlineStart: 0 },
    [mobile]: { gridArea: 'product' },
  },
});

export const priceCell = style({
  ...cell,
  '@container': { ...cell['@container'], [mobile]: { gridArea: 'price' } },
});

export const stockCell = style({
  ...cell,
  '@container': {
    ...cell['@container'],
    [mobile]: { gridArea: 'stock', justifySelf: 'end', alignSelf: 'center' },
  },
});

export const qtyCell = style({
  ...cell,
  '@container': {
    ...cell['@container'],
    [desktop]: { ...cell['@container'][desktop], paddingInlineEnd: 0, width: '1%' },
    [mobile]: { gridArea: 'qty' },
  },
});

export const thumb = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '3.5rem',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  verticalAlign: 'middle',
  selectors: { '[data-stock="out-of-stock"] &': { opacity: 0.55 } },
});

export const productText = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginInlineStart: vars.space.medium,
  verticalAlign: 'middle',
  maxWidth: `calc(100% - 3.5rem - ${vars.space.medium})`,
});

export const link = style({
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.small,
    },
  },
});

export const meta = style({ fontSize: vars.font.size.xsmall, color: vars.color.inkSoft });

export const stock = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  color: vars.color.ink,
  selectors: { '&[data-stock="out-of-stock"]': { color: vars.color.inkSoft } },
});

export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.round,
  background: vars.color.success,
  selectors: { '[data-stock="out-of-stock"] > &': { background: vars.color.borderStrong } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@container': {
    [desktop]: {
      flexDirection: 'row',
      alignItems: 'flex-start',
      justifyContent: 'flex-end',
      gap: vars.space.large,
    },
  },
});

export const summary = style({
  margin: 0,
  paddingTop: vars.space.small,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@container': { [desktop]: { alignItems: 'flex-end', maxWidth: '18rem', textAlign: 'end' } },
});

export const note = style({ margin: 0, fontSize: vars.font.size.xsmall, color: vars.color.inkSoft });
