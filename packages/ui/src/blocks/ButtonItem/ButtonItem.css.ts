import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', minWidth: 0 });
