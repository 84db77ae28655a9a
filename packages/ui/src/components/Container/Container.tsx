import { createElement, type ElementType, type ReactNode } from 'react';
import { container, containerSizes } from './Container.css';

export { containerSizes };
export type ContainerSize = (typeof containerSizes)[number];

export interface ContainerProps {
  children?: ReactNode;
  /** Maximum content width. */
  size?: ContainerSize;
  /** Side padding (mobile / desktop gutters from the theme). */
  gutters?: boolean;
  as?: ElementType;
  id?: string;
}

/** Centred page container with a maximum width and responsive side gutters. */
export function Container({ children, size = 'wide', gutters = true, as = 'div', id }: ContainerProps) {
  return createElement(as, { id, className: container({ size, gutters }) }, children);
}
