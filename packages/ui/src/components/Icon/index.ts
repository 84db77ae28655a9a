export { Icon, iconNames, iconSizes } from './Icon';
export type { IconProps, IconName, IconSize } from './Icon';
