import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ minWidth: 0 });

// Answers are force-mounted (server HTML); closed ones are hidden here.
globalStyle(`${root} [role="region"][data-state="closed"]`, { display: 'none' });
