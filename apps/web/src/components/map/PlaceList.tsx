import type { MapLocation } from './map-types';
import styles from './PlaceList.module.css';

interface PlaceListProps {
  /** Accessible name of the list, e.g. "Our locations". */
  label: string;
  locations: readonly MapLocation[];
  onSelect?: ((location: MapLocation) => void) | undefined;
  selectedId?: string | undefined;
}

/**
 * The places of a map as plain buttons (or text without `onSelect`): the map's non-map alternative
 * for keyboard and screen-reader users.
 */
export function PlaceList({ label, locations, onSelect, selectedId }: PlaceListProps) {
  return (
    <ul aria-label={label} className={styles.list}>
      {locations.map((location) => (
        <li key={location.id}>
          {onSelect === undefined ? (
            (location.label ?? location.name)
          ) : (
            <button
              type="button"
              className={styles.place}
              aria-pressed={location.id === selectedId}
              onClick={() => onSelect(location)}
            >
              {location.label ?? location.name}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
