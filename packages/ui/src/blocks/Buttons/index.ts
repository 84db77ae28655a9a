export { Buttons, buttonsAppearances } from './Buttons';
export type { ButtonsProps, ButtonsAppearance } from './Buttons';
