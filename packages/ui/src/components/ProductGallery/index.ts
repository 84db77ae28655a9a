export { ProductGallery } from './ProductGallery';
export type { ProductGalleryProps, GalleryItemInfo } from './ProductGallery';
export {
  galleryLayout,
  gallerySizeFor,
  galleryScreens,
  galleryColumns,
  galleryPromoRules,
} from './galleryLayout';
export type { GalleryCell, GalleryScreen, GalleryLayoutOptions } from './galleryLayout';
