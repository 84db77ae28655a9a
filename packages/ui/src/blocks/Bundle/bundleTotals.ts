export interface BundleLine {
  /** Price the shopper pays for one on its own. */
  price: number;
  /** Regular price for one, when the product is discounted on its own. */
  regularPrice?: number | null;
  quantity: number;
  inStock: boolean;
}

export interface BundleTotals {
  /** What the whole set costs. */
  total: number;
  /** What the same items cost bought one by one at regular prices. */
  separately: number;
  /** `separately - total`, never negative. */
  savings: number;
  /** Whole percent saved, 0 when nothing is saved. */
  savingsPercent: number;
  /** Every item is in stock, so the set can be added. */
  available: boolean;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Totals of a bundle: with a set price (`bundlePrice`) the set costs that; without one it costs the
 * sum of today's prices. Savings compare with buying every item separately at its regular price.
 */
export function bundleTotals(lines: readonly BundleLine[], bundlePrice?: number | null): BundleTotals {
  const sum = lines.reduce((acc, l) => acc + l.price * l.quantity, 0);
  const separately = round(
    lines.reduce((acc, l) => acc + Math.max(l.price, l.regularPrice ?? 0) * l.quantity, 0),
  );
  const total = round(bundlePrice ?? sum);
  const savings = round(Math.max(0, separately - total));
  return {
    total,
    separately,
    savings,
    savingsPercent: separately > 0 ? Math.round((savings / separately) * 100) : 0,
    available: lines.length > 0 && lines.every((l) => l.inStock),
  };
}
