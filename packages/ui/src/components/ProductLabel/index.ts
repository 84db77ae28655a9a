export { ProductLabel } from './ProductLabel';
export type { ProductLabelProps } from './ProductLabel';
export {
  labelPositions,
  labelTones,
  labelSpaces,
  placeLabels,
  labelSizePercent,
  labelSpaceFromPx,
  labelPositionFromIndex,
  outOfStockLabel,
  comingSoonLabel,
  OUT_OF_STOCK_LABEL_ID,
  COMING_SOON_LABEL_ID,
} from './labelPlacement';
export type {
  LabelPosition,
  LabelTone,
  LabelSpace,
  LabelSettings,
  LabelPlace,
  ProductLabelData,
} from './labelPlacement';
