export { LinkProvider, RegisteredLink } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider';
