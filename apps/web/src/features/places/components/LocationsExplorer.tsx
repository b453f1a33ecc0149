import Box from '@mui/material/Box';
import type { Location } from '@roadbook/domain/contracts/places';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LazyLocationMap } from '@/components/map/LazyLocationMap';
import type { MapLocation } from '@/components/map/map-types';
import { currentLanguage } from '@/lib/i18n';

import { useAllLocations } from '@/api/get-locations';
import { toMapLocation } from '../lib/place-directory';
import { LoadError } from './LoadError';
import { PlaceDirectory } from './PlaceDirectory';
import { SelectedPlace } from './SelectedPlace';

/** The chosen place is in the address (`/locations?place=<id>`): Back closes it, a link opens it. */
export const PLACE_PARAM = 'place';

const MAP_HEIGHT = 'clamp(320px, 65vh, 640px)';
const NO_LOCATIONS: readonly Location[] = [];

interface LocationsExplorerProps {
  /** The search form for a chosen place; the page composes it. */
  renderSearch: (location: Location) => ReactNode;
}

/**
 * Every location on a map and in a list beside it (the list comes first, so keyboard users reach it
 * before a thousand markers). Choosing a place, on either, shows the search form for it.
 *
 * The map opens at the marketplace's default view (spec 9: 13.0, -85.0, zoom 5) while the locations
 * load and when there are none; once they are known it fits them all, since the page is the map of
 * every location.
 */
export function LocationsExplorer({ renderSearch }: LocationsExplorerProps) {
  const { t, i18n } = useTranslation('places');
  const query = useAllLocations(currentLanguage(i18n));
  const locations = query.data ?? NO_LOCATIONS;
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(PLACE_PARAM) ?? undefined;
  const selected = selectedId === undefined ? undefined : locations.find(({ id }) => id === selectedId);
  const [filter, setFilter] = useState('');
  const [returnFocusId, setReturnFocusId] = useState<string>();

  const mapLocations = useMemo(() => locations.map(toMapLocation), [locations]);

  const select = useCallback(
    ({ id }: Pick<MapLocation, 'id'>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(PLACE_PARAM, id);
        return next;
      });
    },
    [setParams],
  );

  const back = () => {
    setReturnFocusId(selectedId);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(PLACE_PARAM);
      return next;
    });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 380px) 1fr' },
        alignItems: 'start',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minWidth: 0,
          // The list scrolls within the map's height; a chosen place's form takes the room it needs.
          height: { md: selected === undefined ? MAP_HEIGHT : 'auto' },
        }}
      >
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
      </Box>
      <LazyLocationMap
        locations={mapLocations}
        label={t('locations.mapLabel')}
        height={MAP_HEIGHT}
        onSelect={select}
        selectedId={selected?.id}
      />
    </Box>
  );
}
