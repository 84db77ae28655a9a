/**
 * Wish lists' public face (issue 12): what the shell and other features may import. Only the
 * button hook joins a first download; its actions, the dialog, the pages, the API calls and the
 * header trigger's count come in lazy chunks.
 */

/** The add-to-wishlist button's state and change handler for cards and the product page. */
export { useWishlistButton, type WishlistProduct } from './button';
