export { MiniCart, miniCartStates, defaultMiniCartLabels } from './MiniCart';
export type { MiniCartProps, MiniCartLabels, MiniCartLinkProps, MiniCartState } from './MiniCart';
