import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.control.medium,
  paddingBlock: vars.space.medium,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textAlign: 'left',
  cursor: 'pointer',
});

export const chevron = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.medium,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const count = style({
  marginInlineStart: vars.space.xsmall,
  color: vars.color.muted,
  fontWeight: vars.font.weight.regular,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBottom: vars.space.large,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control.small,
  fontSize: vars.font.size.small,
  color: vars.color.ink,
  cursor: 'pointer',
});

export const checkbox = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'grid',
  placeContent: 'center',
  width: vars.size.icon.medium,
  height: vars.size.icon.medium,
  margin: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:checked': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&::after': {
      content: '""',
      width: '0.35rem',
      height: '0.65rem',
      border: `solid ${vars.color.onBrand}`,
      borderWidth: `0 ${vars.borderWidth.thick} ${vars.borderWidth.thick} 0`,
      transform: 'translateY(-10%) rotate(45deg)',
      opacity: 0,
    },
    '&:checked::after': { opacity: 1 },
  },
});

export const optionLabel = style({ flexGrow: 1, minWidth: 0 });

export const optionCount = style({ color: vars.color.muted, fontVariantNumeric: 'tabular-nums' });

export const more = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.control.small,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.accent,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const range = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.xsmall,
  color: vars.color.inkSoft,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.font.size.small,
  color: vars.color.ink,
});

export const dash = style({ paddingBottom: vars.space.medium, color: vars.color.muted });
