import type { PriceProps } from '@shop/ui';
import { PriceViewFragmentDoc } from './__generated__/PriceView';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';

/**
 * A product's price for the kit's `Price` (cards, product page, search suggestions): plain JSON, as
 * it crosses from the server render to the browser. `regularValue` and `discountPercent` are there
 * only when the API says the product is discounted.
 */
export interface PriceData extends Pick<PriceProps, 'value' | 'currency'> {
  regularValue?: number;
  /** Whole percent for the badge (the API's percent_off). */
  discountPercent?: number;
  /** Several prices (a configurable product's variants): the lowest is shown with "From". */
  range: boolean;
}

/**
 * The one mapping of the API's price (`PriceView`) to what the storefront shows. The API decides
 * whether the product is discounted and by how much (`discount`); this only passes it on. Magento
 * answers percent_off with two decimals, our API with whole percents: the badge shows whole ones.
 */
export function toPriceData(
  fragment: FragmentType<typeof PriceViewFragmentDoc> | null | undefined,
): PriceData {
  const range = getFragmentData(PriceViewFragmentDoc, fragment)?.price_range;
  const min = range?.minimum_price;
  const value = min?.final_price?.value ?? 0;
  const regular = min?.regular_price?.value;
  const discounted = (min?.discount?.amount_off ?? 0) > 0 && regular != null;
  const percent = Math.round(min?.discount?.percent_off ?? 0);
  return {
    value,
    ...(discounted ? { regularValue: regular } : {}),
    ...(discounted && percent > 0 ? { discountPercent: percent } : {}),
    currency: min?.final_price?.currency ?? 'EUR',
    range: (range?.maximum_price?.final_price?.value ?? value) > value,
  };
}
