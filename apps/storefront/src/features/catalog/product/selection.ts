import {
  findVariant,
  isValueAvailable,
  readSelection,
  swatchGroups,
  writeSelection,
  type Selection,
} from '../configurableOptions';
import { isInStock } from '../stock';
import type { OptionData, VariantData } from './productData';

/**
 * The selection a page opens with (spec §2, §4): what the query string names, else the first
 * in-stock swatch group (or, for a volume switch, the first in-stock pack size).
 */
export function initialSelection(
  params: URLSearchParams,
  options: readonly OptionData[],
  variants: readonly VariantData[],
): Selection {
  if (options.length === 0) return {};
  const fromUrl = readSelection(params, options, variants);
  if (Object.keys(fromUrl).length > 0) return fromUrl;
  const { groups, autoSelected } = swatchGroups(options, variants);
  if (autoSelected === null) return {};
  const group = groups.find((g) => g.value.value_index === autoSelected);
  // One option: the group's chosen variant is the selection. Several: its attributes fill the rest.
  return group?.variant ? { ...group.variant.attributes } : { [options[0]!.attribute_code]: autoSelected };
}

/** The query string after choosing `valueIndex` of `attributeCode`, other parameters kept. */
export function selectValue(
  params: URLSearchParams,
  options: readonly OptionData[],
  variants: readonly VariantData[],
  selection: Selection,
  attributeCode: string,
  valueIndex: number,
): { selection: Selection; search: string } {
  let next: Selection = { ...selection, [attributeCode]: valueIndex };
  // With several options, a choice that leaves no in-stock match takes the first one that has.
  if (options.length > 1 && !findVariant(options, variants, next)) {
    const match = variants.find((v) => v.attributes[attributeCode] === valueIndex && isInStock(v.product));
    if (match) next = { ...match.attributes };
  }
  const search = writeSelection(params, options, next, variants).toString();
  return { selection: next, search: search ? `?${search}` : '' };
}

/** Swatch/choice state of each value of an option (spec §4: unavailable values disabled). */
export function optionChoices(
  option: OptionData,
  variants: readonly VariantData[],
  selection: Selection,
): { value: string; label: string; color?: string; image?: string; unavailable: boolean }[] {
  // Availability of a value is judged with the other options' choices, not this one's.
  const others: Selection = { ...selection };
  delete others[option.attribute_code];
  return option.values.map((v) => ({
    value: String(v.value_index),
    label: v.label,
    ...(v.color ? { color: v.color } : {}),
    ...(v.image ? { image: v.image } : {}),
    unavailable: !isValueAvailable(variants, others, option.attribute_code, v.value_index),
  }));
}
