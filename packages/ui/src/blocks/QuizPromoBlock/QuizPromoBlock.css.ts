import { style } from '@vanilla-extract/css';

/** The promo fills the column it is placed in. */
export const root = style({ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 });
