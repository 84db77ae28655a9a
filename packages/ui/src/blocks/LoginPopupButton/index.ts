export { LoginPopupButton, loginPopupButtonAligns } from './LoginPopupButton';
export type {
  LoginPopupButtonProps,
  LoginPopupButtonAlign,
  LoginPopupButtonLinkProps,
} from './LoginPopupButton';
