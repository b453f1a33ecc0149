// The Leaflet map itself. Loaded only through LazyLocationMap: this module pulls Leaflet and its CSS.
import 'leaflet/dist/leaflet.css';

import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';

import { useConfig } from '@/api/get-config';

import styles from './LocationMap.module.css';
import { MapMarkers } from './MapMarkers';
import type { LocationMapProps } from './map-types';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from './map-view';
import { bundleDefaultIcon } from './marker-icon';

bundleDefaultIcon();

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A labelled map region of `height` with a marker per place; see LocationMapProps. */
export function LocationMap({ label, height, ...markers }: LocationMapProps) {
  const { data: config } = useConfig();
  const { t, i18n } = useTranslation('places');
  return (
    <div role="region" aria-label={label} className={`${styles.frame} ${styles.map}`} style={{ height }}>
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
    </div>
  );
}
