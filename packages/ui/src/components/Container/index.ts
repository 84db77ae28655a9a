export { Container, containerSizes } from './Container';
export type { ContainerProps, ContainerSize } from './Container';
