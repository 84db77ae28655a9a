export { parsePageBuilder, type ParseDeps } from './parse';
export {
  parallaxUnits,
  parallaxValue,
  PARALLAX_UNITS,
  INVALID_UNIT,
  UNMATCHED_UNITS,
  type ParallaxUnit,
} from './parallax';
export { walkBlocks, childrenOf, linkOfBlock } from './refs';
export { resolveDirectives, parseWidgetDirective, decodeConditions } from './directives';
export * from './types';
