/** Spec §4 "Stock" rules, shared by cards, the product page and the cart. */
export interface StockInfo {
  stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null | string;
  /** Salable quantity the API reports; null means "not limited". */
  max_qty?: number | null;
}

/**
 * In stock when stock_status is IN_STOCK and max_qty is null or above 0; with the item already in
 * the cart, only while the available quantity exceeds the cart quantity.
 */
export function isInStock(product: StockInfo, quantityInCart = 0): boolean {
  if (product.stock_status !== 'IN_STOCK') return false;
  if (product.max_qty === null || product.max_qty === undefined) return true;
  if (product.max_qty <= 0) return false;
  return quantityInCart === 0 || product.max_qty > quantityInCart;
}
