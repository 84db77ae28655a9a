export { ButtonItem, buttonItemVariants } from './ButtonItem';
export type { ButtonItemProps, ButtonItemVariant } from './ButtonItem';
