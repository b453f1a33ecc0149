import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

import type { LocationMapProps, MapLocation } from './map-types';
import { mapView, mapViewKey, SELECTED_PLACE_ZOOM } from './map-view';
import { MARKER_ICON } from './marker-icon';

/** Marks the chosen place's marker (LocationMap.module.css colours it). */
const SELECTED_MARKER_CLASS = 'roadbook-marker-selected';
const FIT_PADDING: L.PointTuple = [32, 32];

type MapMarkersProps = Pick<LocationMapProps, 'locations' | 'center' | 'zoom' | 'onSelect' | 'selectedId'>;

function isActivationKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' || event.key === ' ';
}

/**
 * The places as Leaflet markers, kept in step with `locations` by id (one marker per place, updated in
 * place), and the map's view. Imperative on purpose: a thousand markers stay cheap to update.
 */
export function MapMarkers({ locations, center, zoom, onSelect, selectedId }: MapMarkersProps) {
  const map = useMap();
  const groupRef = useRef<L.LayerGroup | null>(null);
  const markersRef = useRef(new Map<string, L.Marker>());
  const placesRef = useRef(new Map<string, MapLocation>());
  const onSelectRef = useRef(onSelect);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const markers = markersRef.current;
    groupRef.current = group;
    return () => {
      group.remove();
      markers.clear();
      groupRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (group === null) return;
    const markers = markersRef.current;
    const places = placesRef.current;
    const ids = new Set(locations.map((location) => location.id));
    for (const [id, marker] of markers) {
      if (ids.has(id)) continue;
      group.removeLayer(marker);
      markers.delete(id);
      places.delete(id);
    }
    for (const location of locations) {
      places.set(location.id, location);
      const existing = markers.get(location.id);
      const position: L.LatLngTuple = [location.latitude, location.longitude];
      if (existing !== undefined) {
        existing.setLatLng(position);
        const icon = existing.getElement();
        if (icon instanceof HTMLImageElement) icon.alt = location.name;
        if (icon !== undefined) icon.title = location.label ?? location.name;
        continue;
      }
      const select = () => {
        const place = places.get(location.id);
        if (place !== undefined) onSelectRef.current?.(place);
      };
      const marker = L.marker(position, {
        icon: MARKER_ICON,
        alt: location.name,
        title: location.label ?? location.name,
        keyboard: true,
        riseOnHover: true,
      });
      marker.on('click', select);
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        if (!isActivationKey(event.originalEvent)) return;
        event.originalEvent.preventDefault();
        select();
      });
      markers.set(location.id, marker);
      group.addLayer(marker);
    }
  }, [locations]);

  const view = mapView(locations, center, zoom);
  const viewKey = mapViewKey(view);
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  });
  useEffect(() => {
    const current = viewRef.current;
    if (current.kind === 'point') {
      map.setView([current.center.latitude, current.center.longitude], current.zoom, { animate: false });
      return;
    }
    const bounds = L.latLngBounds([current.south, current.west], [current.north, current.east]);
    if (map.getSize().x === 0) map.setView(bounds.getCenter(), map.getZoom(), { animate: false });
    else map.fitBounds(bounds, { padding: FIT_PADDING, animate: false });
  }, [map, viewKey]);

  useEffect(() => {
    if (selectedId === undefined) return;
    const marker = markersRef.current.get(selectedId);
    if (marker === undefined) return;
    marker.getElement()?.classList.add(SELECTED_MARKER_CLASS);
    marker.setZIndexOffset(1000);
    const position = marker.getLatLng();
    if (!map.getBounds().contains(position)) {
      map.setView(position, Math.max(map.getZoom(), SELECTED_PLACE_ZOOM));
    }
    return () => {
      marker.getElement()?.classList.remove(SELECTED_MARKER_CLASS);
      marker.setZIndexOffset(0);
    };
  }, [map, selectedId, locations]);

  return null;
}
