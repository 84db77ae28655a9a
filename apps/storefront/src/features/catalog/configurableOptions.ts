import { isInStock, type StockInfo } from './stock';
import { isSelectionParam } from './selectionUrl';

/**
 * Configurable product options (spec §2, §4): which values can be chosen, which variant a
 * selection means, and how the selection lives in the query string — `opt` for a single option,
 * `opt{attribute_id}` for each of several, and `opt={sku}` for a volume switch.
 */
export interface OptionValue {
  value_index: number;
  label: string;
}
export interface ConfigurableOption {
  attribute_code: string;
  attribute_id: string | number;
  values: OptionValue[];
}
export interface Variant {
  sku: string;
  /** attribute_code → value_index */
  attributes: Record<string, number>;
  product: StockInfo & { volume?: string | number | null };
}
export type Selection = Record<string, number>;

export const VOLUME_ATTRIBUTE = 'package_volume';

const matches = (variant: Variant, selection: Selection) =>
  Object.entries(selection).every(([code, value]) => variant.attributes[code] === value);

/** The variant a complete selection names, or null. */
export function findVariant(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
  selection: Selection,
): Variant | null {
  if (!options.every((o) => selection[o.attribute_code] !== undefined)) return null;
  return variants.find((v) => matches(v, selection)) ?? null;
}

/**
 * A value is disabled when no variant matches it together with the other chosen options, or when
 * every match is out of stock.
 */
export function isValueAvailable(
  variants: readonly Variant[],
  selection: Selection,
  attributeCode: string,
  valueIndex: number,
): boolean {
  const wanted = { ...selection, [attributeCode]: valueIndex };
  return variants.some((v) => matches(v, wanted) && isInStock(v.product));
}

function parseVolume(volume: string | number | null | undefined): number {
  if (typeof volume === 'number') return volume;
  const n = Number.parseFloat(String(volume ?? '').replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

/**
 * Swatches group by the first option; each group shows the in-stock variant with the larger
 * volume (any variant when none is in stock). The first in-stock group is auto-selected.
 */
export function swatchGroups(
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
): {
  groups: { value: OptionValue; variant: Variant | null; inStock: boolean }[];
  autoSelected: number | null;
} {
  const first = options[0];
  if (!first) return { groups: [], autoSelected: null };
  const groups = first.values.map((value) => {
    const members = variants.filter((v) => v.attributes[first.attribute_code] === value.value_index);
    const inStock = members.filter((v) => isInStock(v.product));
    const pool = inStock.length ? inStock : members;
    const variant = pool.reduce<Variant | null>(
      (best, v) => (!best || parseVolume(v.product.volume) > parseVolume(best.product.volume) ? v : best),
      null,
    );
    return { value, variant, inStock: inStock.length > 0 };
  });
  const firstInStock = groups.find((g) => g.inStock);
  return { groups, autoSelected: firstInStock ? firstInStock.value.value_index : null };
}

/** Reads the selection from the query string. */
export function readSelection(
  params: URLSearchParams,
  options: readonly ConfigurableOption[],
  variants: readonly Variant[],
): Selection {
  const opt = params.get('opt');
  // Volume switch: `opt` holds a child SKU.
  const bySku = opt ? variants.find((v) => v.sku === opt) : undefined;
  if (bySku) return { ...bySku.attributes };
  const selection: Selection = {};
  const valid = (o: ConfigurableOption, raw: string | null) => {
    const n = raw === null ? NaN : Number(raw);
    return o.values.some((v) => v.value_index === n) ? n : undefined;
  };
  if (options.length === 1) {
    const only = options[0]!;
    const value = valid(only, opt);
    if (value !== undefined) selection[only.attribute_code] = value;
    return selection;
  }
  for (const o of options) {
    const value = valid(o, params.get(`opt${o.attribute_id}`));
    if (value !== undefined) selection[o.attribute_code] = value;
  }
  return selection;
}

/** Writes the selection into the query string, keeping unrelated parameters. */
export function writeSelection(
  params: URLSearchParams,
  options: readonly ConfigurableOption[],
  selection: Selection,
  variants: readonly Variant[] = [],
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!isSelectionParam(key)) next.append(key, value);
  if (options.length === 1 && options[0]!.attribute_code === VOLUME_ATTRIBUTE) {
    const variant = findVariant(options, variants, selection);
    if (variant) next.set('opt', variant.sku);
    return next;
  }
  if (options.length === 1) {
    const value = selection[options[0]!.attribute_code];
    if (value !== undefined) next.set('opt', String(value));
    return next;
  }
  for (const o of options) {
    const value = selection[o.attribute_code];
    if (value !== undefined) next.set(`opt${o.attribute_id}`, String(value));
  }
  return next;
}
