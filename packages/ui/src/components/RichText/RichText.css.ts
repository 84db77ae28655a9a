import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { mediaQueries } from '../../css/breakpoints';

export const richTextTones = ['neutral', 'inverse'] as const;
export const richTextSizes = ['default', 'compact'] as const;

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** `compact`: small headings for dense content such as footer columns (levels stay semantic). */
export const size = styleVariants({ default: {}, compact: {} });

export const tone = styleVariants({
  neutral: { color: vars.color.ink },
  inverse: { color: vars.color.onInk },
});

// CMS content arrives as HTML, so its typography is styled by element inside the container.
globalStyle(`${root} > :first-child, ${root} [data-content-type] > :first-child`, { marginTop: 0 });
globalStyle(`${root} :is(p, ul, ol, blockquote, figure, table)`, {
  marginTop: 0,
  marginBottom: vars.space.medium,
});
globalStyle(`${root} :is(h1, h2, h3, h4)`, {
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  marginTop: vars.space.large,
  marginBottom: vars.space.small,
});
globalStyle(`${root} h1`, { fontSize: vars.font.size.xxxlarge });
globalStyle(`${root} h2`, { fontSize: vars.font.size.xxlarge });
globalStyle(`${root} h3`, { fontSize: vars.font.size.xlarge });
globalStyle(`${root} h4`, { fontSize: vars.font.size.large });
globalStyle(`${root} a`, {
  color: 'inherit',
  textDecorationThickness: vars.borderWidth.thin,
  textUnderlineOffset: vars.space.xxsmall,
});
globalStyle(`${root} a:hover`, { textDecorationThickness: vars.borderWidth.thick });
globalStyle(`${root} a:focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
  borderRadius: vars.radius.small,
});
globalStyle(`${root} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${root} img`, {
  maxWidth: '100%',
  height: 'auto',
  display: 'block',
  borderRadius: vars.radius.medium,
});
globalStyle(`${root} blockquote`, {
  borderLeft: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  paddingLeft: vars.space.medium,
  fontStyle: 'italic',
});

// Page Builder markup: rows stack with room between them, column groups wrap on small screens,
// button items read as buttons. Issue-level blocks replace this with real components.
globalStyle(`${root} [data-content-type="row"]`, { marginBottom: vars.space.xlarge });
globalStyle(`${root} [data-content-type="column-group"], ${root} [data-content-type="column-line"]`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.large,
});
globalStyle(`${root} [data-content-type="column"]`, { flex: '1 1 14rem', minWidth: 0 });
globalStyle(`${root} [data-content-type="buttons"]`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
});
globalStyle(`${root} [data-content-type="button-item"] a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${root} [data-content-type="button-item"] a:hover`, { background: vars.color.brandHover });
globalStyle(`${root} [data-content-type="button-item"] a.pagebuilder-button-secondary`, {
  background: 'transparent',
  color: 'inherit',
  boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} currentColor`,
});
globalStyle(`${root} [data-content-type="banner"], ${root} [data-content-type="image"]`, {
  marginBottom: vars.space.large,
});
globalStyle(`${root} [data-content-type="heading"]`, {
  '@media': { [mediaQueries.medium]: { marginTop: vars.space.xlarge } },
});

globalStyle(`${size.compact} :is(h1, h2, h3, h4)`, {
  fontSize: vars.font.size.large,
  marginTop: vars.space.medium,
  marginBottom: vars.space.xsmall,
});
globalStyle(`${size.compact}`, { fontSize: vars.font.size.small });
// Link lists in compact content (footer columns) keep WCAG 2.2 target sizes (≥ 24 px).
globalStyle(`${size.compact} :is(ul, ol)`, { listStyle: 'none', paddingLeft: 0 });
globalStyle(`${size.compact} li > a`, {
  display: 'inline-block',
  minHeight: vars.size.control.small,
  paddingBlock: vars.space.xsmall,
});
