import { Slot } from '../../private/Slot';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { link, linkVariants } from './Link.css';

export { linkVariants };
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> {
  /** inline: underlined in running text · standalone: on its own line · subtle: inherits colour. */
  variant?: LinkVariant;
  /** Render the single child (e.g. react-router's `<Link>`) with these styles. */
  asChild?: boolean;
}

/** Styled anchor. The app passes its router link through `asChild`; the kit imports no router. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', asChild = false, ...rest },
  ref,
) {
  const Comp = asChild ? Slot : 'a';
  return <Comp ref={ref} className={link({ variant })} {...rest} />;
});
