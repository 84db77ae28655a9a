import { style } from '@vanilla-extract/css';
import { blockQueries } from '../../private/blockQueries';
import { vars } from '../../themes/contract.css';

/**
 * E-mail and phone side by side once the block is wide enough; name and message span the form. The section, heading and messages are the form blocks' shared looks
 * (`private/blockForm.css.ts`).
 */
export const contactDetails = style({
  display: 'grid',
  gap: vars.space.medium,
  '@container': { [blockQueries.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
