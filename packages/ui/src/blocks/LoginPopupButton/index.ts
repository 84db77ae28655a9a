export { LoginPopupButton, loginPopupButtonAligns } from './LoginPopupButton';
export type { LoginPopupButtonProps, LoginPopupButtonAlign } from './LoginPopupButton';
