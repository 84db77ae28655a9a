export { Inline, inlineSpaces, inlineAligns, inlineAlignYs, inlineCollapseBelows } from './Inline';
export type { InlineProps, InlineSpace, InlineAlign, InlineAlignY, InlineCollapseBelow } from './Inline';
