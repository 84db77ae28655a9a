export type PossibleTypesResultData = {
  possibleTypes: {
    AggregationOptionInterface: ['AggregationOption'];
    CategoryInterface: ['CategoryTree'];
    CustomizableOptionInterface: ['CustomizableAreaOption', 'CustomizableFieldOption'];
    MediaGalleryInterface: ['ProductImage'];
    PhysicalProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'];
    ProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'];
    RoutableInterface: ['CategoryTree', 'CmsPage', 'ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'];
    SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'];
  };
};
const result: PossibleTypesResultData = {
  possibleTypes: {
    AggregationOptionInterface: ['AggregationOption'],
    CategoryInterface: ['CategoryTree'],
    CustomizableOptionInterface: ['CustomizableAreaOption', 'CustomizableFieldOption'],
    MediaGalleryInterface: ['ProductImage'],
    PhysicalProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'],
    ProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'],
    RoutableInterface: ['CategoryTree', 'CmsPage', 'ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'],
    SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'],
  },
};
export default result;
