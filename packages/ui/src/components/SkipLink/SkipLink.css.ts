import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const skipLink = style({
  position: 'fixed',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible, &[data-visible]': { transform: 'none' },
  },
});
