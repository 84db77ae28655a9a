import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

/** One column on phones, two from 640 px, three from 1024 px. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  height: '100%',
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

export const title = style({
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
