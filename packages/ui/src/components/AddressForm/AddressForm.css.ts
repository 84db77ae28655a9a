import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mediaQueries } from '../../css/breakpoints';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBlockEnd: vars.space.medium,
  padding: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.ink,
});

/** Two fields side by side from 640 px; stacked below. */
export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
});
