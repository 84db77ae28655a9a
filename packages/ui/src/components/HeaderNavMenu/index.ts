export { HeaderNavMenu } from './HeaderNavMenu';
export type { HeaderNavMenuProps, NavMenuItem } from './HeaderNavMenu';
export {
  navDropdownLayout,
  navDropdownProducts,
  navDropdownLayouts,
  navDropdownMaxProducts,
} from './navMenuLayout';
export type { NavDropdownLayout } from './navMenuLayout';
