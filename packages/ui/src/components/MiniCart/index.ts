export { MiniCart, miniCartStates, defaultMiniCartLabels } from './MiniCart';
export type { MiniCartProps, MiniCartLabels, MiniCartState } from './MiniCart';
