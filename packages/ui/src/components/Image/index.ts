export { Image, imageFits } from './Image';
export type { ImageProps, ImageFit, ImageState } from './Image';
export {
  buildImageUrl,
  buildSrcSet,
  sizesForCard,
  resolveImageSource,
  srcSetWidths,
  imageCardSizes,
  imageSizeNames,
  imageRatios,
  missingImageSourceMessage,
} from './imageUrl';
export type { ImageUrlBuilder, ImageCardSize, ImageRatio, ImageResource } from './imageUrl';
