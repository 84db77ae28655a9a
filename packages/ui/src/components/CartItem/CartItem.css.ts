import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'start',
  margin: 0,
  color: vars.color.ink,
  // Busy lines keep full contrast (WCAG 1.4.3); their disabled controls and the wait cursor say it.
  selectors: { '&[data-state="busy"]': { cursor: 'progress' } },
});

/** Thumbnail column: 5 rem in the mini cart, 7 rem on the cart page (ratio 0.8 like cards). */
export const media = styleVariants({
  compact: { width: `calc(${vars.space.xxlarge} * 2.5)` },
  regular: { width: `calc(${vars.space.xxlarge} * 3.5)` },
});

export const mediaBox = style({
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const meta = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xsmall,
  color: vars.color.inkSoft,
  lineHeight: vars.font.lineHeight.normal,
});

export const optionLabel = style({ fontWeight: vars.font.weight.medium });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const badge = styleVariants({
  gift: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    backgroundColor: vars.color.accentSoft,
    color: vars.color.onAccentSoft,
  },
  sample: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    backgroundColor: vars.color.infoSoft,
    color: vars.color.ink,
  },
});

export const stock = styleVariants({
  error: {
    margin: 0,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    color: vars.color.error,
  },
  warning: {
    margin: 0,
    fontSize: vars.font.size.xsmall,
    fontWeight: vars.font.weight.medium,
    color: vars.color.onWarning,
    backgroundColor: vars.color.warningSoft,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    justifySelf: 'start',
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const fixedQuantity = style({ fontSize: vars.font.size.small, color: vars.color.inkSoft });

export const free = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong });

/** Stands in for a missing thumbnail with the same 0.8 frame. */
export const noImage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '0.8',
  color: vars.color.inkSoft,
});
