export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Web Mercator: longitude/latitude → 0…1 across / down the world map. */
function project({ latitude, longitude }: MapPoint): { x: number; y: number } {
  const lat = Math.max(-85, Math.min(85, latitude));
  const rad = (lat * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2,
  };
}

/**
 * Pin positions in percent of the static map panel: the points' bounding box fills the panel
 * inside a margin, keeping their relative placement; one point (or points in one place) sits in
 * the middle. Invalid coordinates get no position.
 */
export function pinPositions(
  points: readonly MapPoint[],
  margin = 15,
): Array<{ left: number; top: number } | null> {
  const valid = points.map((p) =>
    Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90
      ? project(p)
      : null,
  );
  const xs = valid.flatMap((p) => (p ? [p.x] : []));
  const ys = valid.flatMap((p) => (p ? [p.y] : []));
  if (!xs.length) return valid.map(() => null);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // One scale for both axes so distances keep their proportions.
  const span = Math.max(maxX - minX, maxY - minY);
  const inner = 100 - 2 * margin;
  return valid.map((p) => {
    if (!p) return null;
    if (span === 0) return { left: 50, top: 50 };
    const left = 50 + ((p.x - (minX + maxX) / 2) / span) * inner;
    const top = 50 + ((p.y - (minY + maxY) / 2) / span) * inner;
    return { left: round(left), top: round(top) };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A link to the place on OpenStreetMap (opened only when the visitor follows it). */
export function openStreetMapUrl({ latitude, longitude }: MapPoint, zoom: number): string {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${Math.round(zoom)}/${lat}/${lng}`;
}
