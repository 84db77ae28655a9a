export { SampleSelector, defaultSampleSelectorLabels } from './SampleSelector';
export type { SampleSelectorProps, SampleOption, SampleSelectorLabels } from './SampleSelector';
