import type { AnalyticsListener } from './analytics';

/** What the tag manager reads: `window.dataLayer`, an array of plain event objects. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * A subscriber that pushes each event onto the page's data layer (spec §7: "A data layer gets
 * … events"), creating the array if the tag manager has not yet. Each push is a copy, so later
 * changes to an event object do not reach what was pushed.
 */
export function dataLayerSubscriber(host: DataLayerHost): AnalyticsListener {
  return (event) => {
    host.dataLayer ??= [];
    host.dataLayer.push({ ...event });
  };
}
