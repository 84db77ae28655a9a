import { notFound } from '../errors';
import type { EntityPageModule } from '../entityPages';

/** Not built yet: until its issue lands, a product URL is not found (no placeholder screens). */
export const load: EntityPageModule<never>['load'] = async () => {
  throw notFound();
};

export function Page(): null {
  return null;
}
