/**
 * Money, exactly. Amounts are stored as `numeric(20,4)` (Magento's decimal(20,4)) and computed here
 * in integer cents, so adding 0.10 and 0.20 gives 0.30 and never 0.30000000000000004. Every other
 * module converts at its edges (`cents` in, `amount` out) and does no money arithmetic of its own.
 *
 * Rounding rules (half away from zero, to the cent, always on the value the rule names):
 *  1. A row total is the unit price (rounded to the cent first, as Magento rounds an item's price
 *     to the currency's precision) × quantity, rounded per line.
 *  2. Subtotals, discounts, shipping and grand totals are sums and differences of rounded amounts:
 *     exact, never rounded again.
 *  3. A percentage of an amount (a cart rule's percent discount, the loyalty share) is rounded once,
 *     on the amount it applies to (the discountable total, not each line).
 *  4. A discount spread over lines gives each line its proportional share, rounded; the last line
 *     takes what is left, so the shares add up to the discount exactly.
 *  5. VAT contained in a gross amount is gross × rate / (100 + rate), rounded — per row for the
 *     row's amount excluding tax, once on the taxable total for the cart's tax.
 *  6. A catalogue discount is amount_off = regular − final and percent_off = 100 × (1 − final /
 *     regular), rounded to a whole percent (spec §9 "Discount percent is 100 × (1 − final/regular),
 *     rounded"; Magento's ProductDiscount field). The storefront shows these figures and decides
 *     nothing itself.
 */

/** An amount in cents: always an integer. */
export type Cents = number;

const SCALE = 4; // decimal places kept from stored values (numeric(20,4), quantities numeric(12,4))
const SCALE_FACTOR = 10n ** BigInt(SCALE);

/** A decimal (number or numeric string, at most 4 places kept) as an integer count of 10⁻⁴. */
function scaled(value: number | string): bigint {
  const text = typeof value === 'number' ? value.toFixed(SCALE) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not an amount: ${String(value)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = BigInt((whole || '0') + fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  // A fifth decimal and beyond only rounds (numeric(20,4) never has one).
  const rounded = fraction.length > SCALE && Number(fraction[SCALE]) >= 5 ? digits + 1n : digits;
  return sign === '-' ? -rounded : rounded;
}

/** a / b rounded half away from zero (b > 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const q = (2n * magnitude + b) / (2n * b);
  return negative ? -q : q;
}

/** An amount (e.g. 12.5 or "12.5000") in cents, rounded to the cent. */
export function cents(value: number | string): Cents {
  return Number(divideRounded(scaled(value), SCALE_FACTOR / 100n));
}

/** Cents as the decimal amount the API answers with (12.5 for 1250). */
export function amount(c: Cents): number {
  return c / 100;
}

export function sum(values: readonly Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0);
}

/** `c` × numerator / denominator, rounded to the cent; numerator and denominator keep 4 decimals. */
export function share(c: Cents, numerator: number, denominator: number): Cents {
  const d = scaled(denominator);
  if (d <= 0n) return 0;
  return Number(divideRounded(BigInt(c) * scaled(numerator), d));
}

/** Rule 1: a row total, unit price × quantity (quantities may have decimals). */
export function times(unit: Cents, quantity: number): Cents {
  return share(unit, quantity, 1);
}

/** Rule 3: `percent` % of an amount. */
export function percentOf(c: Cents, percent: number): Cents {
  return share(c, percent, 100);
}

/** Rule 5: the VAT contained in a gross amount at `rate` percent. */
export function vatIn(gross: Cents, rate: number): Cents {
  return rate > 0 ? share(gross, rate, 100 + rate) : 0;
}

/** Rule 5: a gross amount without the VAT it contains. */
export function withoutVat(gross: Cents, rate: number): Cents {
  return gross - vatIn(gross, rate);
}

/** Rule 4: `total` spread over lines in proportion to `weights`; the last line takes the rest. */
export function spread(total: Cents, weights: readonly Cents[]): Cents[] {
  const whole = sum(weights);
  let left = total;
  return weights.map((w, i) => {
    const part = i === weights.length - 1 ? left : whole > 0 ? share(total, w, whole) : 0;
    left -= part;
    return part;
  });
}

/** Rule 6: the catalogue discount of a final price against the regular price. */
export function catalogDiscount(regular: number, final: number): { amountOff: number; percentOff: number } {
  const off = Math.max(0, cents(regular) - cents(final));
  const regularCents = cents(regular);
  // 100 × (1 − final/regular) = 100 × off / regular, exactly, rounded half away from zero.
  const percentOff = regularCents > 0 ? Number(divideRounded(BigInt(off) * 100n, BigInt(regularCents))) : 0;
  return { amountOff: amount(off), percentOff };
}
