import { createVar } from '@vanilla-extract/css';

/**
 * A custom property that does not inherit (registered with `@property`), for values a block sets
 * inline on the element that uses them: they must not leak into blocks nested inside it.
 */
export function createLocalVar(): ReturnType<typeof createVar> {
  return createVar({ syntax: '*', inherits: false });
}
