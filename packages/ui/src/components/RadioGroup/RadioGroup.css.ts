import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const asterisk = style({ marginInlineStart: vars.space.xxsmall, color: vars.color.error });

export const hint = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.small})`,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xlarge,
    },
  },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const input = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'grid',
  placeContent: 'center',
  margin: 0,
  width: vars.size.icon.large,
  height: vars.size.icon.large,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::before': {
      content: '""',
      width: vars.space.medium,
      height: vars.space.medium,
      borderRadius: vars.radius.round,
      backgroundColor: vars.color.brand,
      transform: 'scale(0)',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.fast,
    },
    '&:checked': { borderColor: vars.color.brand },
    '&:checked::before': { transform: 'scale(1)' },
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '[aria-invalid="true"] &': { borderColor: vars.color.error },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&:disabled::before': { backgroundColor: vars.color.muted },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.xxsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { color: vars.color.muted, cursor: 'not-allowed' } },
});

export const description = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.muted,
});

export const errorRegion = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.small})` } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.medium,
  color: vars.color.error,
});
