import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * What the kit hands the registered link: an `href` and anchor attributes. React 19 passes `ref`
 * as a prop, so a function component can forward it to its `<a>`.
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link, e.g. one that passes `href` to the app's router link as `to`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

// Without a provider: a plain anchor.
const LinkComponentContext = createContext<LinkComponent | 'a'>('a');

export interface LinkProviderProps {
  /** Renders every link inside the kit (Braid's `linkComponent`). */
  linkComponent: LinkComponent;
  children?: ReactNode;
}

/**
 * Registers the app's link once (its router link) for every kit component that renders a link:
 * product cards, breadcrumbs, pagination, navigation, mini cart, Page Builder blocks. The kit
 * imports no router; without a provider the links are plain anchors.
 */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

/**
 * The registered link (a plain anchor when none is registered): what kit components render for
 * every link they draw.
 */
export function RegisteredLink(props: LinkComponentProps) {
  const Component = useContext(LinkComponentContext);
  // One component the app registers once, not one made during render: its state is kept.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}
