import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

/** Accept and Clear share the footer width equally on phones. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.medium,
  width: '100%',
});
