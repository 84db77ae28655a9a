import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  fontFamily: vars.font.family.body,
});

export const progressText = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({
  appearance: 'none',
  display: 'block',
  width: '12rem',
  maxWidth: '100%',
  height: vars.borderWidth.thick,
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  backgroundColor: vars.color.border,
  color: vars.color.brand,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.border },
    '&::-webkit-progress-value': { backgroundColor: vars.color.brand },
    '&::-moz-progress-bar': { backgroundColor: vars.color.brand },
  },
});
