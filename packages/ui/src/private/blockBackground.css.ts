import { fallbackVar, style } from '@vanilla-extract/css';
import { mediaQueries } from '../css/breakpoints';
import { vars } from '../themes/contract.css';
import { createLocalVar as createVar } from './localVar';

// Set inline on the element that uses them (they do not inherit into nested blocks).

export const bgImage = createVar();
export const bgImageMobile = createVar();
export const bgSize = createVar();
export const bgPosition = createVar();
export const bgRepeat = createVar();
export const bgAttachment = createVar();
export const overlayColor = createVar();

/** The element carrying a background: a stacking context its content sits above. */
export const host = style({
  position: 'relative',
  isolation: 'isolate',
});

/** Image (and video) layer behind the content; the parallax effect moves only this layer. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  overflow: 'hidden',
  pointerEvents: 'none',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  backgroundImage: fallbackVar(bgImage, 'none'),
  backgroundSize: fallbackVar(bgSize, 'cover'),
  backgroundPosition: fallbackVar(bgPosition, 'center'),
  backgroundRepeat: fallbackVar(bgRepeat, 'no-repeat'),
  backgroundAttachment: fallbackVar(bgAttachment, 'scroll'),
  willChange: 'auto',
  selectors: { '&[data-parallax]': { willChange: 'transform' } },
  '@media': {
    [mediaQueries.belowMedium]: {
      backgroundImage: fallbackVar(bgImageMobile, bgImage, 'none'),
      // Fixed backgrounds repaint on every scroll on phones (and iOS ignores them).
      backgroundAttachment: 'scroll',
    },
  },
});

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: fallbackVar(overlayColor, 'transparent'),
});

/** WCAG 2.2.2: moving background video gets a pause button. */
export const videoToggle = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineEnd: vars.space.small,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.small,
  height: vars.size.control.small,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  backgroundColor: vars.color.scrim,
  color: vars.color.onInk,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
