// The Leaflet map itself. Loaded only through LazyLocationMap: this module pulls Leaflet and its CSS.
import 'leaflet/dist/leaflet.css';

import Box from '@mui/material/Box';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@roadbook/domain/constants';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';

import { useConfig } from '@/api/get-config';

import { MapMarkers, SELECTED_MARKER_CLASS } from './MapMarkers';
import type { LocationMapProps } from './map-types';
import { bundleDefaultIcon } from './marker-icon';

bundleDefaultIcon();

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A labelled map region of `height` with a marker per place; see LocationMapProps. */
export function LocationMap({ label, height, ...markers }: LocationMapProps) {
  const { data: config } = useConfig();
  const { t, i18n } = useTranslation('places');
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        width: '100%',
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        '& .leaflet-container': { height: '100%', width: '100%', fontFamily: 'inherit' },
        '& .leaflet-container:focus-visible, & .leaflet-marker-icon:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
        [`& .${SELECTED_MARKER_CLASS}`]: { filter: 'hue-rotate(150deg) saturate(1.6)' },
      }}
    >
      <MapContainer
        center={[DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude]}
        zoom={DEFAULT_MAP_ZOOM}
        preferCanvas
        worldCopyJump
        zoomControl={false}
      >
        <ZoomControl key={i18n.language} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {config !== undefined && <TileLayer url={config.mapTileUrl} attribution={OSM_ATTRIBUTION} />}
        <MapMarkers {...markers} />
      </MapContainer>
    </Box>
  );
}
