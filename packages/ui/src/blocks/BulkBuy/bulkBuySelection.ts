export interface BulkBuyLine {
  sku: string;
  price: number;
  inStock: boolean;
}

export interface BulkBuySelection {
  /** What goes to the bag: one entry per SKU (rows of the same SKU add up), in row order. */
  items: { sku: string; quantity: number }[];
  /** Pieces chosen across all rows. */
  quantity: number;
  total: number;
}

/**
 * What the chosen quantities add up to. Rows are matched by index (a CMS list may name a SKU
 * twice); out-of-stock rows and zero quantities are left out.
 */
export function bulkBuySelection(
  lines: readonly BulkBuyLine[],
  quantities: readonly number[],
): BulkBuySelection {
  const bySku = new Map<string, number>();
  let total = 0;
  lines.forEach((line, i) => {
    const quantity = Math.max(0, Math.floor(quantities[i] ?? 0));
    if (!line.inStock || quantity === 0) return;
    bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + quantity);
    total += line.price * quantity;
  });
  const items = [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
  return {
    items,
    quantity: items.reduce((n, item) => n + item.quantity, 0),
    total: Math.round(total * 100) / 100,
  };
}
