// What the shared map shows: places with a position, and how the map opens.

/** A place on the map; `label` (defaults to the name) is the marker's tooltip text. */
export interface MapLocation {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  label?: string | undefined;
}

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface LocationMapProps {
  /** Places shown as markers (bundled marker images, keyboard-focusable, named by their name). */
  locations: readonly MapLocation[];
  /** Accessible name of the map region, e.g. "Map of our locations". */
  label: string;
  /** CSS height of the map (and of its placeholder while it loads), e.g. 420 or '60vh'. */
  height: number | string;
  /**
   * Where the map opens. Without it: DEFAULT_MAP_CENTER when there is no place, the place itself when
   * there is one, and the bounds of every marker when there are several.
   */
  center?: MapPoint | undefined;
  /** Zoom with `center` (default DEFAULT_MAP_ZOOM), or around a single place (default 12). */
  zoom?: number | undefined;
  /** Called when a marker is clicked, or activated with Enter or Space. */
  onSelect?: ((location: MapLocation) => void) | undefined;
  /** The place to highlight; the map brings it into view when it is outside. */
  selectedId?: string | undefined;
}
