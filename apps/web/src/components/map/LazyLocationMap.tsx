import { lazy, Suspense } from 'react';

import { Skeleton } from '../Skeleton';
import styles from './LocationMap.module.css';
import type { LocationMapProps } from './map-types';
import { PlaceList } from './PlaceList';

const LocationMap = lazy(async () => ({ default: (await import('./LocationMap')).LocationMap }));

export type LazyLocationMapProps = LocationMapProps &
  (
    | { withList?: false }
    /** Also show the places as a list of buttons below the map: its non-map alternative. */
    | { withList: true; listLabel: string }
  );

/** A box of the map's size, labelled like the map, shown until Leaflet has loaded. */
export function MapPlaceholder({ label, height }: Pick<LocationMapProps, 'label' | 'height'>) {
  return (
    <div role="region" aria-label={label} aria-busy="true" className={styles.frame} style={{ height }}>
      <Skeleton height="100%" />
    </div>
  );
}

/**
 * The shared map, loaded lazily: Leaflet, its CSS and the marker images download only when this
 * renders (wrap it in `NearViewport` to wait until it scrolls near); a placeholder of the same size
 * holds the place meanwhile, so nothing shifts.
 */
export function LazyLocationMap(props: LazyLocationMapProps) {
  const { locations, label, height, center, zoom, onSelect, selectedId } = props;
  return (
    <div>
      <Suspense fallback={<MapPlaceholder label={label} height={height} />}>
        <LocationMap {...{ locations, label, height, center, zoom, onSelect, selectedId }} />
      </Suspense>
      {props.withList === true && (
        <PlaceList
          label={props.listLabel}
          locations={locations}
          onSelect={onSelect}
          selectedId={selectedId}
        />
      )}
    </div>
  );
}
