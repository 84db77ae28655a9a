import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const storeSwitcherAligns = ['start', 'end'] as const;

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid transparent`,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-expanded="true"]': { borderColor: vars.color.border, backgroundColor: vars.color.surfaceRaised },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const flag = style({
  display: 'block',
  flexShrink: 0,
  width: vars.size.icon.large,
  height: 'auto',
  // A hairline keeps white flag parts (FI, PL) visible on a white surface.
  outline: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.none,
});

export const panel = recipe({
  base: {
    position: 'absolute',
    top: `calc(100% + ${vars.space.small})`,
    zIndex: vars.zIndex.overlay,
    width: 'max-content',
    minWidth: `max(${vars.layout.menuWidth}, 100%)`,
    maxWidth: `calc(100vw - ${vars.space.xlarge})`,
    maxHeight: `calc(100vh - ${vars.layout.headerHeight} - ${vars.space.xlarge})`,
    overflowY: 'auto',
    padding: vars.space.small,
    backgroundColor: vars.color.surfaceRaised,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
  },
  variants: {
    align: {
      start: { insetInlineStart: 0 },
      end: { insetInlineEnd: 0 },
    },
  },
});

export const groupHeading = style({
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.muted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const group = style({
  selectors: {
    '& + &': {
      marginTop: vars.space.xsmall,
      paddingTop: vars.space.xsmall,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="true"]': { fontWeight: vars.font.weight.strong },
  },
});

export const itemLabel = style({ flex: 1, whiteSpace: 'nowrap' });

export const check = style({ display: 'inline-flex', color: vars.color.accent });
