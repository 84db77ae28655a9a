import { style } from '@vanilla-extract/css';
import { blockContainer, blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

export const root = style({ ...blockContainer });

/** Picture beside the details when the block has room, above them when it has not. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.font.family.body,
  color: vars.color.ink,
  '@container': {
    [blockQueries.medium]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      alignItems: 'center',
      gap: vars.space.xxlarge,
    },
    [blockQueries.large]: { gap: vars.space.xxxlarge },
  },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  aspectRatio: '0.8',
  selectors: { '[data-image="end"] > &': { '@container': { [blockQueries.medium]: { order: 2 } } } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: '32rem',
});

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.inkSoft,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxxlarge,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.small,
    },
  },
});

export const volume = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.inkSoft });

export const description = style({ marginBlock: vars.space.xsmall });

export const price = style({ marginBlock: vars.space.xsmall });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.large,
  marginTop: vars.space.small,
});

export const viewLink = style({
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'underline',
  textUnderlineOffset: '0.3em',
  selectors: {
    '&:hover': { color: vars.color.inkSoft },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.small,
    },
  },
});
