export { Banner, bannerAppearances, bannerShows, bannerButtonVariants } from './Banner';
export type {
  BannerProps,
  BannerAppearance,
  BannerShow,
  BannerButtonVariant,
  BannerImage,
  BannerButton,
} from './Banner';
