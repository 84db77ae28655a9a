export { UiTextsProvider, useUiTexts } from './UiTextsProvider';
export type { UiTexts, UiTextsProviderProps } from './UiTextsProvider';
