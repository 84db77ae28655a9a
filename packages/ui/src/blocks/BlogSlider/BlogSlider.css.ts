import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  color: vars.color.ink,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
});

export const media = style({
  display: 'block',
  aspectRatio: '3 / 2',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const meta = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.inkSoft,
});

export const postTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
});

/** The title link covers the whole card (one tab stop per post). */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium },
    [`${card}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const excerpt = style({
  display: '-webkit-box',
  margin: 0,
  overflow: 'hidden',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.inkSoft,
});

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.inkSoft,
  fontFamily: vars.font.family.body,
  textAlign: 'center',
});
