/** A purchasable variant: its option values by attribute code and whether it can be bought. */
export interface SwatchVariant {
  attributes: Readonly<Record<string, string>>;
  inStock: boolean;
}

/**
 * Spec §4: a value is unavailable when no variant matches it (together with the other selected
 * options) or every match is out of stock.
 */
export function isValueAvailable(
  variants: readonly SwatchVariant[],
  attribute: string,
  value: string,
  selected: Readonly<Record<string, string | undefined>> = {},
): boolean {
  return variants.some(
    (v) =>
      v.inStock &&
      v.attributes[attribute] === value &&
      Object.entries(selected).every(
        ([code, sel]) => code === attribute || sel === undefined || v.attributes[code] === sel,
      ),
  );
}

/** Spec §4: auto-select the first in-stock value. */
export function firstAvailableValue(
  options: ReadonlyArray<{ value: string; unavailable?: boolean }>,
): string | undefined {
  return options.find((o) => !o.unavailable)?.value;
}
