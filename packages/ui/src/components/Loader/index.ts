export { Loader, loaderSizes, defaultLoaderLabel } from './Loader';
export type { LoaderProps, LoaderSize } from './Loader';
