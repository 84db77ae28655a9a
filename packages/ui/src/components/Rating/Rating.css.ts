import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const ratingSizes = ['small', 'medium', 'large'] as const;
export const fillVar = createVar();
export const starSize = createVar();

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    // A hint longer than the row (German on a 375 px phone) goes to the next line instead of
    // running off the screen.
    flexWrap: 'wrap',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
  },
  variants: {
    size: {
      small: { vars: { [starSize]: vars.size.icon.small } },
      medium: { vars: { [starSize]: vars.size.icon.medium } },
      large: { vars: { [starSize]: vars.size.icon.large } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const legend = style({
  float: 'left',
  padding: 0,
  marginInlineEnd: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
});

export const stars = style({ display: 'inline-flex', alignItems: 'center' });

export const star = style({
  position: 'relative',
  display: 'block',
  width: starSize,
  height: starSize,
  color: vars.color.ink,
});

const starSvg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const starEmpty = style([
  starSvg,
  { fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.25 },
]);

export const starFull = style([
  starSvg,
  {
    fill: 'currentColor',
    stroke: 'currentColor',
    strokeWidth: 1.25,
    clipPath: `inset(0 calc(100% - ${fillVar}) 0 0)`,
  },
]);

/** Input: the radio is hidden; its label is the star with a 28 px target. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xsmall,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: 0,
    },
  },
});

export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const hint = style({
  minWidth: 0,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
  whiteSpace: 'nowrap',
});

export const value = style({
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
  fontVariantNumeric: 'tabular-nums',
});
