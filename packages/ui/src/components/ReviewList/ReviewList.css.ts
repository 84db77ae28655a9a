import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Busy state: no dimming (it would fail contrast); the cursor and aria-busy say it.
  selectors: { '&[data-state="loading"]': { cursor: 'progress' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.large} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0 } },
});

export const summary = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.medium,
  color: vars.color.ink,
});

export const text = style({
  margin: 0,
  color: vars.color.inkSoft,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const meta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.muted });
export const nickname = style({ fontWeight: vars.font.weight.medium, color: vars.color.ink });
export const empty = style({ margin: 0, color: vars.color.muted });
