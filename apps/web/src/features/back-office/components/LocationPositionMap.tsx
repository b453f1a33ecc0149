// The location editor's map (Leaflet, loaded only with the editor): a click places the marker, a drag
// moves it, and either gives the editor the new position; a position typed in the fields moves the
// marker and brings it into view. The latitude and longitude fields are its keyboard alternative.
import 'leaflet/dist/leaflet.css';

import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';

import { useConfig } from '@/api/get-config';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, SINGLE_PLACE_ZOOM } from '@/components/map/map-view';
import { MARKER_ICON } from '@/components/map/marker-icon';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Decimals kept of a position picked on the map: about 10 cm. */
const DECIMALS = 6;

export interface MapPosition {
  latitude: number;
  longitude: number;
}

interface LocationPositionMapProps {
  label: string;
  /** The marker's name for assistive technologies. */
  markerLabel: string;
  /** The position the fields hold; none while they hold no valid one. */
  position: MapPosition | null;
  onPosition: (position: MapPosition) => void;
  height?: number;
}

function rounded(value: number): number {
  return Number(value.toFixed(DECIMALS));
}

/** A position within the map's range: longitudes past ±180 (a panned world copy) wrapped back. */
function positionOf(latitude: number, longitude: number): MapPosition {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: rounded(latitude), longitude: rounded(wrapped) };
}

/** Clicks on the map, and the view following a position typed in the fields. */
function MapBehaviour({ position, onPosition }: Pick<LocationPositionMapProps, 'position' | 'onPosition'>) {
  const map = useMap();
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPosition(positionOf(event.latlng.lat, event.latlng.lng)),
  });
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    if (!map.getBounds().contains([latitude, longitude])) {
      map.setView([latitude, longitude], Math.max(map.getZoom(), SINGLE_PLACE_ZOOM), { animate: false });
    }
  }, [map, latitude, longitude]);
  return null;
}

export function LocationPositionMap({
  label,
  markerLabel,
  position,
  onPosition,
  height = 360,
}: LocationPositionMapProps) {
  const { data: config } = useConfig();
  const { t, i18n } = useTranslation('places');
  const markerRef = useRef<LeafletMarker | null>(null);
  // Where the map first opens: the location, else the marketplace's default view.
  const [initialCenter] = useState(() => position ?? DEFAULT_MAP_CENTER);
  const initialZoom = position === null ? DEFAULT_MAP_ZOOM : SINGLE_PLACE_ZOOM;
  const markerEvents = useMemo(
    () => ({
      dragend: () => {
        const marker = markerRef.current;
        if (marker === null) return;
        const { lat, lng } = marker.getLatLng();
        onPosition(positionOf(lat, lng));
      },
    }),
    [onPosition],
  );

  return (
    <div role="region" aria-label={label} style={{ height, borderRadius: 8, overflow: 'hidden' }}>
      <MapContainer
        center={[initialCenter.latitude, initialCenter.longitude]}
        zoom={initialZoom}
        worldCopyJump
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <ZoomControl key={i18n.language} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
        {config !== undefined && <TileLayer url={config.mapTileUrl} attribution={OSM_ATTRIBUTION} />}
        {position !== null && (
          <Marker
            ref={markerRef}
            position={[position.latitude, position.longitude]}
            icon={MARKER_ICON}
            draggable
            keyboard
            alt={markerLabel}
            title={markerLabel}
            eventHandlers={markerEvents}
          />
        )}
        <MapBehaviour position={position} onPosition={onPosition} />
      </MapContainer>
    </div>
  );
}
