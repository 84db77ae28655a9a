import { style } from '@vanilla-extract/css';
import { blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

/** Text beside the form in a wide row, above it in a narrow column. */
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@container': {
    [blockQueries.large]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: vars.space.xxxlarge,
      alignItems: 'start',
    },
  },
});

/** E-mail and button on one line when there is room; the button lines up with the input. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@container': { [blockQueries.small]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const field = style({ flex: 1, minWidth: 0 });

export const submit = style({
  display: 'flex',
  '@container': {
    [blockQueries.small]: {
      // Label height + its gap, so the button sits level with the input box.
      paddingTop: `calc(${vars.font.size.small} * ${vars.font.lineHeight.snug} + ${vars.space.xsmall})`,
    },
  },
});
