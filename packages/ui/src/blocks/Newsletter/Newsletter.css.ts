import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../css/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  '@media': {
    [mediaQueries.large]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: vars.space.xxxlarge,
      alignItems: 'start',
    },
  },
});

/** E-mail and button on one line from 640 px; the button lines up with the input, not the label. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [mediaQueries.small]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const field = style({ flex: 1, minWidth: 0 });

export const submit = style({
  display: 'flex',
  '@media': {
    [mediaQueries.small]: {
      // Label height + its gap, so the button sits level with the input box.
      paddingTop: `calc(${vars.font.size.small} * ${vars.font.lineHeight.snug} + ${vars.space.xsmall})`,
    },
  },
});
