export { Loader, loaderFills, loaderSizes, defaultLoaderLabel } from './Loader';
export type { LoaderFill, LoaderProps, LoaderSize } from './Loader';
