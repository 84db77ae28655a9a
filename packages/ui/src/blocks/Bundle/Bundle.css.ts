import { globalStyle, style } from '@vanilla-extract/css';
import { blockContainer, blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';

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

export const body = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  '@container': {
    [blockQueries.large]: {
      gridTemplateColumns: 'minmax(0, 1fr) 18rem',
      alignItems: 'center',
      gap: vars.space.xxlarge,
      padding: vars.space.xxlarge,
    },
  },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [blockQueries.medium]: { flexDirection: 'row', alignItems: 'stretch' } },
});

export const plus = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: vars.color.inkSoft,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  lineHeight: 1,
});

export const item = style({
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  '@container': {
    [blockQueries.medium]: { flexDirection: 'column', alignItems: 'stretch', padding: vars.space.medium },
  },
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  width: '5.5rem',
  minHeight: '5.5rem',
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  '@container': { [blockQueries.medium]: { width: '100%' } },
});

/** Out of stock: the picture fades, the flag on it keeps full contrast. */
export const picture = style({
  display: 'block',
  selectors: { '[data-stock="out-of-stock"] &': { opacity: 0.55 } },
});

export const flag = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.ink,
  color: vars.color.onInk,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const qty = style({ color: vars.color.inkSoft });

export const link = style({
  color: 'inherit',
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

export const meta = style({ margin: 0, fontSize: vars.font.size.xsmall, color: vars.color.inkSoft });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const totals = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
});

globalStyle(`${totalRow} > dd`, { margin: 0 });

export const total = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  color: vars.color.ink,
});

export const savings = style({
  margin: 0,
  alignSelf: 'flex-start',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const note = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.inkSoft });

export const live = visuallyHidden;
