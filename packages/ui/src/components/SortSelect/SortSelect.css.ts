import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

const ring = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
} as const;

export const root = style({ fontFamily: vars.font.family.body, color: vars.color.ink, minWidth: 0 });

/** `auto`: one of the two shows, by viewport width (spec §9 breakpoint 768). */
export const dropdownSlot = style({
  display: 'inline-flex',
  selectors: {
    '[data-layout="auto"] > &': { '@media': { [mediaQueries.belowMedium]: { display: 'none' } } },
  },
});
export const listSlot = style({
  display: 'block',
  width: '100%',
  selectors: { '[data-layout="auto"] > &': { '@media': { [mediaQueries.medium]: { display: 'none' } } } },
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: vars.size.menuMinWidth,
  minHeight: vars.size.control.medium,
  margin: 0,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.inkSoft },
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    '&:focus-visible': ring,
    '&:disabled': { color: vars.color.muted, borderColor: vars.color.border, cursor: 'not-allowed' },
  },
});

export const triggerText = style({ whiteSpace: 'nowrap' });

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.inkSoft,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
    '[data-state="open"] > button > &': { transform: 'rotate(180deg)' },
  },
});

export const dropdownRoot = style({ position: 'relative', display: 'inline-flex' });

export const content = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: vars.zIndex.overlay,
  minWidth: `max(${vars.size.menuMinWidth}, 100%)`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const viewport = style({ margin: 0, padding: vars.space.xsmall, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.size.focusRing} ${vars.color.focus}` },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.strong },
  },
});

export const indicator = style({ display: 'inline-flex', color: vars.color.accent });

export const list = style({
  width: '100%',
  borderBlock: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const listTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: vars.size.control.large,
  margin: 0,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  cursor: 'pointer',
  selectors: { '&:focus-visible': ring, '&:disabled': { color: vars.color.muted, cursor: 'not-allowed' } },
});

export const listItems = style({
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.small,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: vars.size.control.medium,
  margin: 0,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.inkSoft,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.ink },
    '&:focus-visible': ring,
    '&[aria-pressed="true"]': { color: vars.color.ink, fontWeight: vars.font.weight.strong },
  },
});
