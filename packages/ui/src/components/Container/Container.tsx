import { createElement, type ElementType, type ReactNode } from 'react';
import { container, containerPaddings, containerSizes } from './Container.css';

export { containerPaddings, containerSizes };
export type ContainerSize = (typeof containerSizes)[number];
export type ContainerPadding = (typeof containerPaddings)[number];

export interface ContainerProps {
  children?: ReactNode;
  /** Maximum content width. */
  size?: ContainerSize;
  /** Side padding (mobile / desktop gutters from the theme). */
  gutters?: boolean;
  /** Vertical room: `page` for a page's main container, `section` between sections. */
  paddingY?: ContainerPadding;
  as?: ElementType;
  id?: string;
}

/** Centred page container with a maximum width and responsive side gutters. */
export function Container({
  children,
  size = 'wide',
  gutters = true,
  paddingY = 'none',
  as = 'div',
  id,
}: ContainerProps) {
  return createElement(as, { id, className: container({ size, gutters, paddingY }) }, children);
}
