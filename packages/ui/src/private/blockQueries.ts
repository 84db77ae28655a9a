/**
 * Container queries of the page-builder blocks. A block sits in a full-width row or in a third of
 * a column group, so its layout follows the width it is given, not the viewport. Each block's
 * root declares `containerType: 'inline-size'` (with `width: 100%`, so it never shrinks to its
 * content inside a flex row); its parts query these sizes.
 */
export const blockQueries = {
  /** ~ a phone in landscape or a half column. */
  small: '(min-width: 30rem)',
  /** ~ a tablet or two thirds of a desktop row. */
  medium: '(min-width: 42rem)',
  /** ~ a full desktop row. */
  large: '(min-width: 56rem)',
  belowMedium: '(max-width: 41.99rem)',
} as const;

/** Spread into a block root's style. */
export const blockContainer = { containerType: 'inline-size', width: '100%' } as const;
