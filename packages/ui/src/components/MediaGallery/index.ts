export { MediaGallery } from './MediaGallery';
export type { MediaGalleryProps, MediaGalleryItem } from './MediaGallery';
