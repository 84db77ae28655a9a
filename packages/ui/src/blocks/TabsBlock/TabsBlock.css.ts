import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { createLocalVar as createVar } from '../../private/localVar';

export const panelMinHeightVar = createVar();

export const root = style({ minWidth: 0 });

globalStyle(`${root}[data-align="center"] [role="tablist"]`, { justifyContent: 'safe center' });
globalStyle(`${root}[data-align="right"] [role="tablist"]`, { justifyContent: 'safe flex-end' });

export const panel = style({
  minHeight: fallbackVar(panelMinHeightVar, 'auto'),
});

// Panels are force-mounted (all content in the server HTML); the inactive ones are hidden here.
globalStyle(`${root} [role="tabpanel"][data-state="inactive"]`, { display: 'none' });
