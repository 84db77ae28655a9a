import { icon, iconSizes } from './Icon.css';
import { iconNames, iconPaths, type IconName } from './paths';

export { iconNames, iconSizes };
export type { IconName };
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  name: IconName;
  size?: IconSize;
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  label?: string;
}

/** Inline SVG icon in the current text colour. */
export function Icon({ name, size = 'medium', label }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox="0 0 24 24" focusable="false" className={icon({ size })} data-icon={name} {...a11y}>
      {iconPaths[name]}
    </svg>
  );
}
