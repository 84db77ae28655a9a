export { Bundle, bundleStatuses, defaultBundleLabels } from './Bundle';
export type { BundleProps, BundleStatus, BundleItem, BundleCartItem, BundleLabels } from './Bundle';
export { bundleTotals } from './bundleTotals';
export type { BundleLine, BundleTotals } from './bundleTotals';
