export { Text, textSizes, textTones, textWeights, textAligns, textElements } from './Text';
export type { TextProps, TextSize, TextTone, TextWeight, TextAlign, TextElement } from './Text';
