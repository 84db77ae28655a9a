export { Checkbox, checkboxStates } from './Checkbox';
export type { CheckboxProps, CheckboxState, CheckedState } from './Checkbox';
