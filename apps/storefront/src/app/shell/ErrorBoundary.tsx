import { RouteErrorView } from '../../features/content/components/RouteErrorView/RouteErrorView';
import { Shell } from './route';

/** The shell's own data failed: keep header and footer frames, show the error inside. */
export function RootErrorBoundary() {
  return (
    <Shell data={null}>
      <RouteErrorView />
    </Shell>
  );
}
