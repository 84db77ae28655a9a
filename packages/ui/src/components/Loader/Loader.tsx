import { visuallyHidden } from '../../private/visuallyHidden.css';
import { loaderSizes, root, spinner } from './Loader.css';

export { loaderSizes };
export type LoaderSize = (typeof loaderSizes)[number];

/** Spec §8 loading text. */
export const defaultLoaderLabel = 'Fetching Data...';

export interface LoaderProps {
  size?: LoaderSize;
  /** Announced to assistive technology; the app passes a translated text. */
  label?: string;
}

/** Indeterminate spinner announced as a polite status. */
export function Loader({ size = 'medium', label = defaultLoaderLabel }: LoaderProps) {
  return (
    <span role="status" aria-live="polite" className={root}>
      <span aria-hidden="true" className={spinner({ size })} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
