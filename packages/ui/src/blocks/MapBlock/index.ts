export { MapBlock, mapDefaultZoom } from './MapBlock';
export type { MapBlockProps, MapLocation } from './MapBlock';
export { pinPositions, openStreetMapUrl } from './mapLayout';
export type { MapPoint } from './mapLayout';
