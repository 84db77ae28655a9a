export { BestsellerSlider, defaultBestsellerSliderLabels } from './BestsellerSlider';
export type { BestsellerSliderProps, BestsellerSliderLabels } from './BestsellerSlider';
