// Where the map opens: a given centre, the one place, every place's bounds, or the marketplace default.
import type { MapLocation, MapPoint } from './map-types';

/** Where the map opens when it has no place to show: Central America (13.0, -85.0, zoom 5: product-rules.md § Limits and settings). */
export const DEFAULT_MAP_CENTER: MapPoint = { latitude: 13.0, longitude: -85.0 };
export const DEFAULT_MAP_ZOOM = 5;

/** Zoom around a single place when none is given: the streets around it. */
export const SINGLE_PLACE_ZOOM = 12;
/** Zoom the map goes to at least when it brings a selected place into view. */
export const SELECTED_PLACE_ZOOM = 8;

export type MapView =
  | { kind: 'point'; center: MapPoint; zoom: number }
  | { kind: 'bounds'; south: number; west: number; north: number; east: number };

export function mapView(
  locations: readonly MapLocation[],
  center: MapPoint | undefined,
  zoom: number | undefined,
): MapView {
  if (center !== undefined) return { kind: 'point', center, zoom: zoom ?? DEFAULT_MAP_ZOOM };
  const [first, ...others] = locations;
  if (first === undefined)
    return { kind: 'point', center: DEFAULT_MAP_CENTER, zoom: zoom ?? DEFAULT_MAP_ZOOM };
  if (others.length === 0) return { kind: 'point', center: first, zoom: zoom ?? SINGLE_PLACE_ZOOM };
  let south = first.latitude;
  let north = first.latitude;
  let west = first.longitude;
  let east = first.longitude;
  for (const { latitude, longitude } of others) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  if (south === north && west === east) {
    return { kind: 'point', center: first, zoom: zoom ?? SINGLE_PLACE_ZOOM };
  }
  return { kind: 'bounds', south, west, north, east };
}

/** A string that changes exactly when the view changes (effect dependency). */
export function mapViewKey(view: MapView): string {
  return view.kind === 'point'
    ? `p:${view.center.latitude},${view.center.longitude},${view.zoom}`
    : `b:${view.south},${view.west},${view.north},${view.east}`;
}
