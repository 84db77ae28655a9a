import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { blockContainer, blockQueries } from './blockQueries';

export const root = style({
  ...blockContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

const trackBase = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
  '@container': { [blockQueries.large]: { gap: vars.space.large } },
});

/** How many items show at once: a peek of the next one on small screens says "swipe". */
export const track = styleVariants({
  products: [
    trackBase,
    {
      gridAutoColumns: '70%',
      '@container': {
        [blockQueries.small]: { gridAutoColumns: `calc((100% - 2 * ${vars.space.medium}) / 2.5)` },
        [blockQueries.large]: { gridAutoColumns: `calc((100% - 3 * ${vars.space.large}) / 4)` },
      },
    },
  ],
  posts: [
    trackBase,
    {
      gridAutoColumns: '82%',
      '@container': {
        [blockQueries.small]: { gridAutoColumns: `calc((100% - ${vars.space.medium}) / 1.8)` },
        [blockQueries.large]: { gridAutoColumns: `calc((100% - 2 * ${vars.space.large}) / 3)` },
      },
    },
  ],
  tiles: [
    trackBase,
    {
      gridAutoColumns: '42%',
      '@container': {
        [blockQueries.small]: { gridAutoColumns: `calc((100% - 3 * ${vars.space.medium}) / 3.5)` },
        [blockQueries.large]: { gridAutoColumns: `calc((100% - 5 * ${vars.space.large}) / 6)` },
      },
    },
  ],
});

export const item = style({ minWidth: 0, scrollSnapAlign: 'start', display: 'flex' });

export const top = style({
  display: 'flex',
  selectors: {
    // Nothing to show: no title, and every slide fits.
    '[data-overflow="none"] > &:not(:has(> :nth-child(2)))': { display: 'none' },
  },
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const header = style({ minWidth: 0 });

export const controls = style({
  display: 'flex',
  flexShrink: 0,
  marginInlineStart: 'auto',
  gap: vars.space.xsmall,
  selectors: { '[data-overflow="none"] &': { display: 'none' } },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.medium,
  height: vars.size.control.medium,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
  },
});
