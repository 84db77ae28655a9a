import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const ratioVar = createVar();

export const imageFits = ['cover', 'contain'] as const;

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '&[data-ratio]': { aspectRatio: ratioVar } },
});

/** The mobile `<picture>` wrapper must not change the frame's layout. */
export const picture = style({ display: 'contents' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  selectors: {
    [`${frame}[data-state="loaded"] &, ${frame}[data-state="error"] &`]: { display: 'none' },
    // A priority (above-the-fold, LCP) image paints as soon as it arrives, before hydration.
    [`${frame}[data-priority] &`]: { display: 'none' },
  },
  // Without scripts nothing marks an image loaded: it shows as it arrives, over the frame's colour.
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const img = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: 'auto',
    opacity: 0,
    transitionProperty: 'opacity',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.enter,
    selectors: {
      [`${frame}[data-ratio] &`]: { height: '100%' },
      [`${frame}[data-state="loaded"] &, ${frame}[data-priority] &`]: { opacity: 1 },
      [`${frame}[data-state="error"] &`]: { display: 'none' },
    },
    '@media': { '(scripting: none)': { opacity: 1 } },
  },
  variants: {
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
  },
  defaultVariants: { fit: 'cover' },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  color: vars.color.muted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});
