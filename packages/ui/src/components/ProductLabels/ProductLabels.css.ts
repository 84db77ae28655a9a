import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { labelPositions, labelSpaces, type LabelPosition } from '../ProductLabel/labelPlacement';

export const layer = style({
  position: 'absolute',
  inset: 0,
  padding: vars.space.medium,
  pointerEvents: 'none',
  zIndex: 1,
});

const edge = vars.space.medium;
/**
 * Room kept free at the top row's end for a control over the image (the product card's wishlist
 * heart): top labels end before it; top-centred ones centre in the room left (on a two-column phone
 * grid, giving up both sides would leave "BESTSELLER" too little room).
 */
export const topEndReserve = createVar();
/** Where the top row starts (default: the edge); a narrow card moves it below its heart instead. */
export const topStart = createVar();
const top = fallbackVar(topStart, edge);
// A zero length (the theme's `space.none` is a unitless 0, which calc() sums refuse).
const reserve = fallbackVar(topEndReserve, '0rem');
const placeStyles: Record<LabelPosition, Parameters<typeof style>[0]> = {
  'top-left': {
    top,
    left: edge,
    alignItems: 'flex-start',
    width: `calc(100% - 2 * ${edge} - ${reserve})`,
  },
  'top-center': {
    top,
    left: edge,
    alignItems: 'center',
    width: `calc(100% - 2 * ${edge} - ${reserve})`,
  },
  'top-right': {
    top,
    right: `calc(${edge} + ${reserve})`,
    alignItems: 'flex-end',
    width: `calc(100% - 2 * ${edge} - ${reserve})`,
  },
  'middle-left': { top: '50%', left: edge, transform: 'translateY(-50%)', alignItems: 'flex-start' },
  'middle-center': { top: '50%', left: '50%', transform: 'translate(-50%, -50%)', alignItems: 'center' },
  'middle-right': { top: '50%', right: edge, transform: 'translateY(-50%)', alignItems: 'flex-end' },
  'bottom-left': { bottom: edge, left: edge, alignItems: 'flex-start' },
  'bottom-center': { bottom: edge, left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  'bottom-right': { bottom: edge, right: edge, alignItems: 'flex-end' },
};

export const placeBase = style({
  position: 'absolute',
  display: 'flex',
  width: `calc(100% - 2 * ${edge})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const place = styleVariants(
  Object.fromEntries(labelPositions.map((p) => [p, placeStyles[p]])) as Record<
    LabelPosition,
    Parameters<typeof style>[0]
  >,
);

export const direction = styleVariants({
  vertical: { flexDirection: 'column' },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
});

/** Horizontal rows keep the place's alignment along the row. */
export const horizontalJustify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
});

export const gap = styleVariants(
  Object.fromEntries(labelSpaces.map((s) => [s, { gap: vars.space[s] }])) as Record<
    (typeof labelSpaces)[number],
    { gap: string }
  >,
);

export const itemSize = createVar();

/** A sized label's width is a percentage of the place (≈ the image width). */
export const item = style({
  display: 'flex',
  maxWidth: '100%',
  selectors: { '&[data-sized]': { width: `calc(${itemSize} * 1%)` } },
});
