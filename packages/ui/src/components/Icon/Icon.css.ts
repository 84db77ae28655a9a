import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const iconSizes = ['small', 'medium', 'large', 'inherit'] as const;

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.5,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      small: { width: vars.size.icon.small, height: vars.size.icon.small },
      medium: { width: vars.size.icon.medium, height: vars.size.icon.medium },
      large: { width: vars.size.icon.large, height: vars.size.icon.large },
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'medium' },
});
