import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { shopTokens } from './tokens';

/** Class that fills the contract with the shop's values; put it on <html> or the app root. */
export const shopTheme = createTheme(vars, shopTokens);

// Base styles: a small reset in the layer below components.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
globalStyle('body', { margin: 0 });
globalStyle('html', { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } });
globalStyle(`.${shopTheme}, .${shopTheme} body`, {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.ink,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas, picture', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(`.${shopTheme} :focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
});
globalStyle(`.${shopTheme} :focus:not(:focus-visible)`, { outline: 'none' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
