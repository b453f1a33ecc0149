import type { Location } from '@roadbook/domain/contracts/places';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LazyLocationMap } from '@/components/map/LazyLocationMap';
import type { MapLocation } from '@/components/map/map-types';
import { currentLanguage } from '@/lib/i18n';
import { CHOSEN_PLACE_PARAM } from '@/lib/paths';

import { useAllLocations } from '@/api/get-locations';
import { toMapLocation } from '../lib/place-directory';
import { LoadError } from './LoadError';
import { PlaceDirectory } from './PlaceDirectory';
import styles from './LocationsExplorer.module.css';
import { SelectedPlace } from './SelectedPlace';

/** The map's height: a custom property of the explorer (LocationsExplorer.module.css), which the list matches. */
const MAP_HEIGHT = 'var(--places-map-height)';
const NO_LOCATIONS: readonly Location[] = [];

interface LocationsExplorerProps {
  /** The search form for a chosen place; the page composes it. */
  renderSearch: (location: Location) => ReactNode;
}

/**
 * Every location on a map and in a list beside it (the list comes first, so keyboard users reach it
 * before a thousand markers). Choosing a place, on either, shows the search form for it.
 *
 * The map opens at the marketplace's default view while the locations
 * load and when there are none; once they are known it fits them all, since the page is the map of
 * every location.
 */
export function LocationsExplorer({ renderSearch }: LocationsExplorerProps) {
  const { t, i18n } = useTranslation('places');
  const query = useAllLocations(currentLanguage(i18n));
  const locations = query.data ?? NO_LOCATIONS;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CHOSEN_PLACE_PARAM) ?? undefined;
  const selected = selectedId === undefined ? undefined : locations.find(({ id }) => id === selectedId);
  const [filter, setFilter] = useState('');
  const [returnFocusId, setReturnFocusId] = useState<string>();

  const mapLocations = useMemo(() => locations.map(toMapLocation), [locations]);

  const select = useCallback(
    ({ id }: Pick<MapLocation, 'id'>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(CHOSEN_PLACE_PARAM, id);
        return next;
      });
    },
    [setParams],
  );

  const back = () => {
    setReturnFocusId(selectedId);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(CHOSEN_PLACE_PARAM);
      return next;
    });
  };

  return (
    <div className={styles.explorer}>
      {/* The list scrolls within the map's height; a chosen place's form takes the room it needs. */}
      <div className={styles.side} data-fills-map={selected === undefined ? '' : undefined}>
        {selected !== undefined ? (
          <SelectedPlace location={selected} onBack={back}>
            {renderSearch(selected)}
          </SelectedPlace>
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <PlaceDirectory
            locations={query.data}
            filter={filter}
            onFilterChange={setFilter}
            onSelect={select}
            focusId={returnFocusId}
          />
        )}
      </div>
      <LazyLocationMap
        locations={mapLocations}
        label={t('locations.mapLabel')}
        height={MAP_HEIGHT}
        onSelect={select}
        selectedId={selected?.id}
      />
    </div>
  );
}
