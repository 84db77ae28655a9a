import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ position: 'relative', width: '100%', maxWidth: vars.layout.containerNarrow });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  selectors: {
    '&:focus-within': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  color: 'inherit',
  outline: 'none',
  '::placeholder': { color: vars.color.muted },
  '::-webkit-search-cancel-button': { display: 'none' },
});

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.small,
  minHeight: vars.size.control.small,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.inkSoft,
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
});

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xsmall})`,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  maxHeight: '70vh',
  overflowY: 'auto',
  // `display: flex` above would otherwise override the `hidden` attribute's display: none.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.inkSoft,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const message = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  color: vars.color.inkSoft,
  selectors: { '&[data-tone="critical"]': { color: vars.color.error } },
});
