import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

/**
 * Accept and Clear share the footer width equally while both labels fit, else one goes under the
 * other: a long label ("Übernehmen") must never run past a phone's edge.
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  width: '100%',
});
globalStyle(`${actions} > *`, { flex: '1 1 0', minWidth: 'max-content' });
