export { Video } from './Video';
export type { VideoProps } from './Video';
export { videoSource } from './videoSource';
export type { VideoSource } from './videoSource';
