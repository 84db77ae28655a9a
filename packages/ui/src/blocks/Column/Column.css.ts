import { fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { createLocalVar as createVar } from '../../private/localVar';

export const widthVar = createVar();

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flexGrow: 1,
  flexShrink: 1,
  flexBasis: 0,
  selectors: {
    '&[data-width]': {
      flexGrow: 0,
      flexShrink: 0,
      flexBasis: fallbackVar(widthVar, 'auto'),
      maxWidth: widthVar,
    },
  },
  // Phones stack the columns (spec §9 mobile breakpoint 768 px).
  '@media': {
    [mediaQueries.belowMedium]: {
      flexBasis: '100%',
      maxWidth: '100%',
      selectors: { '&[data-width]': { flexBasis: '100%', maxWidth: '100%' } },
    },
  },
});

export const verticalAlign = styleVariants({
  top: { justifyContent: 'flex-start' },
  middle: { justifyContent: 'center' },
  bottom: { justifyContent: 'flex-end' },
});
