export { MobilePanel, resolveLevel } from './MobilePanel';
export type { MobilePanelProps, MobileNavItem } from './MobilePanel';
