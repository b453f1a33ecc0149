// Marker images bundled by Vite (hashed assets or data: URIs), never fetched from a CDN.
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

const ICON_OPTIONS = {
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
} satisfies L.IconOptions;

export const MARKER_ICON = new L.Icon(ICON_OPTIONS);

/**
 * Leaflet's default icon guesses its image folder from its CSS; point it at the bundled images so a
 * plain `L.marker()` anywhere in the app finds them too.
 */
export function bundleDefaultIcon(): void {
  L.Icon.Default.imagePath = '';
  L.Icon.Default.mergeOptions(ICON_OPTIONS);
}
