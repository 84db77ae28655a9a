import { Link } from '../../components/Link';
import { blockBoxProps, type BlockStyle } from '../../private/blockStyle';
import { cx } from '../../private/cx';
import { inlineVars } from '../../private/inlineVars';
import * as css from './MapBlock.css';
import { openStreetMapUrl, pinPositions } from './mapLayout';

/** Spec §9: map default zoom 8, scroll-wheel zoom disabled. */
export const mapDefaultZoom = 8;

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  /** Street address; the other address parts follow it. */
  address?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  phone?: string;
  /** The author's note, e.g. opening hours. */
  comment?: string;
}

export interface MapBlockProps {
  locations: MapLocation[];
  /** Panel height, a CSS length (e.g. `300px`). */
  height?: string;
  /** Zoom of the "Open in maps" links (default 8). */
  zoom?: number;
  /** Names the block, e.g. "Our stores". */
  label?: string;
  /** Heading level of the location names (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Link text per location. */
  openInMapsLabel?: string;
  /** Builds the "Open in maps" URL; default OpenStreetMap. */
  mapUrl?: (location: MapLocation, zoom: number) => string;
  style?: BlockStyle;
  mobileStyle?: BlockStyle;
}

function addressLines(l: MapLocation): string {
  const cityLine = [l.zipcode, l.city].filter(Boolean).join(' ');
  return [l.address, [cityLine, l.state].filter(Boolean).join(', '), l.country].filter(Boolean).join('\n');
}

/**
 * Page Builder map without a tile server: a self-contained panel with numbered pins placed from
 * the locations' coordinates, and the list of locations with "Open in maps" links. It makes no
 * network request and nothing zooms on scroll (spec §9).
 */
export function MapBlock({
  locations,
  height,
  zoom = mapDefaultZoom,
  label = 'Locations',
  headingLevel = 3,
  openInMapsLabel = 'Open in maps',
  mapUrl = openStreetMapUrl,
  style,
  mobileStyle,
}: MapBlockProps) {
  const positions = pinPositions(locations);
  const Name = `h${headingLevel}` as const;
  const box = blockBoxProps(style, mobileStyle, { [css.heightVar]: height });
  return (
    <section
      {...box}
      className={cx(box.className, css.root)}
      aria-label={label}
      data-count={locations.length}
      data-zoom={zoom}
      data-scroll-wheel="false"
    >
      {/* The panel repeats the list below visually; assistive technology reads the list. */}
      <div className={css.panel} aria-hidden="true">
        <div className={css.pinLayer}>
          {locations.map((location, i) => {
            const at = positions[i];
            if (!at) return null;
            return (
              <a
                key={i}
                className={css.pin}
                href={mapUrl(location, zoom)}
                tabIndex={-1}
                title={location.name}
                style={inlineVars({ [css.leftVar]: `${at.left}%`, [css.topVar]: `${at.top}%` })}
              >
                {i + 1}
              </a>
            );
          })}
        </div>
      </div>
      <ol className={css.list}>
        {locations.map((location, i) => {
          const address = addressLines(location);
          return (
            <li key={i} className={css.location}>
              <span className={css.marker} aria-hidden="true">
                {i + 1}
              </span>
              <Name className={css.name}>{location.name}</Name>
              {address ? <address className={css.address}>{address}</address> : null}
              {location.comment ? <p className={css.line}>{location.comment}</p> : null}
              <div className={css.links}>
                {location.phone ? (
                  <Link href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} variant="standalone">
                    {location.phone}
                  </Link>
                ) : null}
                {positions[i] ? (
                  <Link
                    href={mapUrl(location, zoom)}
                    variant="standalone"
                    aria-label={`${openInMapsLabel}: ${location.name}`}
                  >
                    {openInMapsLabel}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
