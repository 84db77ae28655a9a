export { Header, headerStates } from './Header';
export type { HeaderRootProps, HeaderSlotProps, HeaderNavProps, HeaderState } from './Header';
