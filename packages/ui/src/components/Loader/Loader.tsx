import { visuallyHidden } from '../../private/visuallyHidden.css';
import { fill as fillClass, loaderFills, loaderSizes, root, spinner } from './Loader.css';

export { loaderFills, loaderSizes };
export type LoaderSize = (typeof loaderSizes)[number];
export type LoaderFill = (typeof loaderFills)[number];

/** Spec §8 loading text. */
export const defaultLoaderLabel = 'Fetching Data...';

export interface LoaderProps {
  size?: LoaderSize;
  /** Announced to assistive technology; the app passes a translated text. */
  label?: string;
  /**
   * `screen` holds a screen's height while a page's content loads in the browser, so the content
   * arriving does not shift the footer into view (layout shift).
   */
  fill?: LoaderFill;
}

/** Indeterminate spinner announced as a polite status. */
export function Loader({ size = 'medium', label = defaultLoaderLabel, fill = 'none' }: LoaderProps) {
  return (
    <span role="status" aria-live="polite" className={`${root} ${fillClass[fill]}`}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
