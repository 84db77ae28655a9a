export type PossibleTypesResultData = {
  possibleTypes: {
    AggregationOptionInterface: ['AggregationOption'];
    CategoryInterface: ['CategoryTree'];
    MediaGalleryInterface: ['ProductImage'];
    PhysicalProductInterface: ['ConfigurableProduct', 'SimpleProduct'];
    ProductInterface: ['ConfigurableProduct', 'SimpleProduct'];
    RoutableInterface: ['CategoryTree', 'CmsPage', 'ConfigurableProduct', 'SimpleProduct'];
    SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'];
  };
};
const result: PossibleTypesResultData = {
  possibleTypes: {
    AggregationOptionInterface: ['AggregationOption'],
    CategoryInterface: ['CategoryTree'],
    MediaGalleryInterface: ['ProductImage'],
    PhysicalProductInterface: ['ConfigurableProduct', 'SimpleProduct'],
    ProductInterface: ['ConfigurableProduct', 'SimpleProduct'],
    RoutableInterface: ['CategoryTree', 'CmsPage', 'ConfigurableProduct', 'SimpleProduct'],
    SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'],
  },
};
export default result;
