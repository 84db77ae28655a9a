export { Slider, defaultAutoplaySpeed } from './Slider';
export type { SliderProps } from './Slider';
