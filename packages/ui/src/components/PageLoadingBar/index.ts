export { PageLoadingBar, pageLoadingStates } from './PageLoadingBar';
export type { PageLoadingBarProps, PageLoadingState } from './PageLoadingBar';
export { pageLoadingTransition, pageLoadingDoneDuration } from './pageLoadingMachine';
export type { PageLoadingEvent } from './pageLoadingMachine';
