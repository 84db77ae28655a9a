export { StatusView, statusViewTones } from './StatusView';
export type { StatusViewProps, StatusViewTone } from './StatusView';
