/**
 * The catalogue's public face (category, search and product pages, product cards, the header's
 * menu and search): what other features may import. Everything else in features/catalog is
 * internal — import it from here, never by its path (ESLint enforces it).
 */

/** Route path and @shop/ui `ProductCard` props of a product card fragment (store's formatting locale). */
export { productPath, toLabelData, toProductCardProps } from './components/ProductCard/productCardProps';
/** What "add to bag" on a card does (spec §4: add, choose options on the product page, or nothing). */
export { cardCartPlan, cardInitialSwatch, type CardCartPlan } from './components/ProductCard/cardCart';
/** The product card's fragment, for features that show cards from their own queries. */
export { ProductCardViewFragmentDoc } from './components/ProductCard/__generated__/ProductCardView';
