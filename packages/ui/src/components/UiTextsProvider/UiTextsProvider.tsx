// The provider lives in private/ so that the components reading it (Price, ProductLabels,
// QuantityInput, Breadcrumbs) import no other component (the kit's tree-shaking rule).
export { UiTextsProvider, useUiTexts } from '../../private/uiTexts';
export type { UiTexts, UiTextsProviderProps } from '../../private/uiTexts';
