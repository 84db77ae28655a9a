import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
});

export const body = style({
  position: 'relative',
  overflow: 'hidden',
  selectors: {
    // Collapsed: about four lines, fading out, so it reads as "there is more".
    '&[data-state="collapsed"]': {
      maxHeight: `calc(${vars.font.size.medium} * 1.7 * 4)`,
      maskImage: 'linear-gradient(to bottom, black 55%, transparent)',
    },
  },
});

export const toggle = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: `${vars.space.xxsmall} 0`,
  minHeight: vars.size.control.small,
  font: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.ink,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  cursor: 'pointer',
  selectors: {
    // Short text needs no button, but the server cannot measure: it renders the button, and the
    // browser hides it after measuring. Hidden keeps its place (invisible, unfocusable, out of
    // the accessibility tree) so the page below does not jump up (layout shift).
    '&[hidden]': { display: 'block', visibility: 'hidden' },
  },
  ':focus-visible': {
    outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
    outlineOffset: vars.size.focusOffset,
    borderRadius: vars.radius.small,
  },
});
