export { Container, containerPaddings, containerSizes } from './Container';
export type { ContainerPadding, ContainerProps, ContainerSize } from './Container';
