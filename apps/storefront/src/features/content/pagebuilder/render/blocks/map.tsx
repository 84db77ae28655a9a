import { MapBlock } from '@shop/ui/blocks/MapBlock';
import { useIntl } from 'react-intl';
import { uiStyle } from '../blockProps';
import type { BlockViewProps, ViewModule } from '../registry';

/** Store locations: a static map panel (no external tiles) with "Open in maps" links at zoom 8. */
function MapView({ block }: BlockViewProps<'map'>) {
  const intl = useIntl();
  if (block.locations.length === 0) return null;
  return (
    <MapBlock
      locations={block.locations.map((l) => ({
        name: l.name,
        latitude: l.latitude,
        longitude: l.longitude,
        ...(l.address ? { address: l.address } : {}),
        ...(l.city ? { city: l.city } : {}),
        ...(l.state ? { state: l.state } : {}),
        ...(l.zipcode ? { zipcode: l.zipcode } : {}),
        ...(l.country ? { country: l.country } : {}),
        ...(l.phone ? { phone: l.phone } : {}),
        ...(l.comment ? { comment: l.comment } : {}),
      }))}
      height={block.height}
      zoom={block.zoom}
      label={intl.formatMessage({ id: 'pagebuilder.map.label' })}
      openInMapsLabel={intl.formatMessage({ id: 'pagebuilder.map.open' })}
      style={uiStyle(block.style)}
      mobileStyle={uiStyle(block.mobileStyle)}
    />
  );
}

export const views: ViewModule = { map: MapView };
