export type PossibleTypesResultData = {
  possibleTypes: {
    AggregationOptionInterface: ['AggregationOption'];
    CartAddressInterface: ['BillingCartAddress', 'ShippingCartAddress'];
    CartItemInterface: ['ConfigurableCartItem', 'GiftCardCartItem', 'SimpleCartItem'];
    CategoryInterface: ['CategoryTree'];
    CustomizableOptionInterface: ['CustomizableAreaOption', 'CustomizableFieldOption'];
    Error: ['CartUserInputError'];
    MediaGalleryInterface: ['ProductImage'];
    OrderItemInterface: ['OrderItem'];
    PhysicalProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'];
    ProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'];
    RoutableInterface: [
      'AmBlogCategory',
      'AmBlogPost',
      'CategoryTree',
      'CmsPage',
      'ConfigurableProduct',
      'GiftCardProduct',
      'SimpleProduct',
    ];
    SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'];
    WishlistItemInterface: ['ConfigurableWishlistItem', 'SimpleWishlistItem'];
  };
};
const result: PossibleTypesResultData = {
  possibleTypes: {
    AggregationOptionInterface: ['AggregationOption'],
    CartAddressInterface: ['BillingCartAddress', 'ShippingCartAddress'],
    CartItemInterface: ['ConfigurableCartItem', 'GiftCardCartItem', 'SimpleCartItem'],
    CategoryInterface: ['CategoryTree'],
    CustomizableOptionInterface: ['CustomizableAreaOption', 'CustomizableFieldOption'],
    Error: ['CartUserInputError'],
    MediaGalleryInterface: ['ProductImage'],
    OrderItemInterface: ['OrderItem'],
    PhysicalProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'],
    ProductInterface: ['ConfigurableProduct', 'GiftCardProduct', 'SimpleProduct'],
    RoutableInterface: [
      'AmBlogCategory',
      'AmBlogPost',
      'CategoryTree',
      'CmsPage',
      'ConfigurableProduct',
      'GiftCardProduct',
      'SimpleProduct',
    ],
    SwatchDataInterface: ['ColorSwatchData', 'ImageSwatchData', 'TextSwatchData'],
    WishlistItemInterface: ['ConfigurableWishlistItem', 'SimpleWishlistItem'],
  },
};
export default result;
