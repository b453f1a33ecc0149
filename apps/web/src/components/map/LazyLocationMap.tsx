import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { Skeleton } from '../Skeleton';
import styles from './LocationMap.module.css';
import type { LocationMapProps } from './map-types';
import { PlaceList } from './PlaceList';

const LocationMap = lazy(async () => ({ default: (await import('./LocationMap')).LocationMap }));

export type LazyLocationMapProps = LocationMapProps & {
  /**
   * Load Leaflet only once the map scrolls near the viewport (below-the-fold maps, the home page).
   * Default false: load as soon as it renders.
   */
  loadWhenVisible?: boolean;
} & (
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

function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The shared map, loaded lazily: Leaflet, its CSS and the marker images download only when this
 * renders (or scrolls into view with `loadWhenVisible`); a placeholder of the same size holds the
 * place meanwhile, so nothing shifts.
 */
export function LazyLocationMap(props: LazyLocationMapProps) {
  const { locations, label, height, center, zoom, onSelect, selectedId } = props;
  const { ref, near } = useNearViewport(props.loadWhenVisible === true);
  const placeholder = <MapPlaceholder label={label} height={height} />;
  return (
    <div>
      <div ref={ref}>
        {near ? (
          <Suspense fallback={placeholder}>
            <LocationMap {...{ locations, label, height, center, zoom, onSelect, selectedId }} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
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
