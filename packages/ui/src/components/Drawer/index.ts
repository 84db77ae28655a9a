export { Drawer, drawerSides } from './Drawer';
export type { DrawerRootProps, DrawerContentProps, DrawerSide } from './Drawer';
