import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topItem = style({ display: 'flex' });

// One line, never broken inside a word: the header's layout gives the longest label room.
export const topControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control.small,
  paddingInline: vars.space.medium,
  whiteSpace: 'nowrap',
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.ink,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.medium,
      right: vars.space.medium,
      bottom: vars.space.xsmall,
      height: vars.borderWidth.thin,
      backgroundColor: 'currentColor',
      transform: 'scaleX(0)',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.duration.fast,
    },
    '&:hover::after, &[aria-expanded="true"]::after, &[aria-current="page"]::after': {
      transform: 'scaleX(1)',
    },
  },
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.muted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  animationName: appear,
  animationDuration: vars.motion.duration.fast,
  animationTimingFunction: vars.motion.easing.enter,
});

export const panelInner = recipe({
  base: {
    display: 'grid',
    gap: vars.space.xxlarge,
    maxWidth: vars.layout.containerWide,
    marginInline: 'auto',
    paddingBlock: vars.space.xxlarge,
    paddingInline: vars.layout.gutterDesktop,
  },
  variants: {
    layout: {
      links: { gridTemplateColumns: '1fr' },
      featured: { gridTemplateColumns: '2fr 1fr' },
      special: { gridTemplateColumns: '1fr 2fr' },
    },
  },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xlarge,
});

export const columns = style({
  alignSelf: 'stretch',
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.menuWidth}, 1fr))`,
  alignContent: 'start',
  gap: vars.space.xlarge,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const columnList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const columnHeading = style({
  color: vars.color.ink,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.icon.large,
  color: vars.color.inkSoft,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.ink, textDecoration: 'underline', textUnderlineOffset: '0.25em' },
  },
});

export const viewAll = style([
  link,
  {
    color: vars.color.accent,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.25em',
  },
]);

export const products = recipe({
  base: { display: 'grid', gap: vars.space.xlarge, alignContent: 'start' },
  variants: {
    layout: {
      links: {},
      featured: { gridTemplateColumns: '1fr' },
      special: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
  },
});
