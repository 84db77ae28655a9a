import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ fontFamily: vars.font.family.body, color: vars.color.ink });

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.strong,
});

export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.small,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.errorSoft, color: vars.color.ink },
    '&[data-tone="warning"]': { background: vars.color.warningSoft, color: vars.color.ink },
  },
});

export const stateText = style({ flex: '1 1 12rem' });

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
  width: '100%',
});

export const price = style({ fontWeight: vars.font.weight.strong, whiteSpace: 'nowrap' });

export const tag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  fontSize: vars.font.size.xsmall,
  verticalAlign: 'middle',
});
