export { MobilePanel, resolveLevel } from './MobilePanel';
export type { MobilePanelProps, MobileNavItem, MobileNavLinkProps } from './MobilePanel';
