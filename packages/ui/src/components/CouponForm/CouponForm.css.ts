import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const field = style({ flex: '1 1 auto', minWidth: 0 });

/** Lines the button up with the input, below the field label. */
export const action = style({
  flexShrink: 0,
  paddingTop: `calc(${vars.font.size.small} * ${vars.font.lineHeight.snug} + ${vars.space.xsmall})`,
});

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.successSoft,
  color: vars.color.ink,
  fontSize: vars.font.size.small,
});

export const code = style({
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
});

export const error = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.error });
