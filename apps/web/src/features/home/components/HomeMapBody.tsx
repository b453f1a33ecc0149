// Loaded only when the home's map section nears the viewport: this module pulls the shared map.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useCountries } from '@/api/get-countries';
import { LazyLocationMap } from '@/components/map/LazyLocationMap';
import type { MapLocation } from '@/components/map/map-types';
import { currentLanguage } from '@/lib/i18n';
import { searchPath } from '@/lib/paths';
import { useLanguageParam } from '@/lib/use-language-param';

/** A marker per destination (countries with enough places); a marker opens the search there. */
export function HomeMapBody({ height }: { height: number }) {
  const { t, i18n } = useTranslation('homeLower');
  const navigate = useNavigate();
  const language = useLanguageParam();
  const countries = useCountries(currentLanguage(i18n));
  const locations = useMemo<MapLocation[]>(
    () =>
      (countries.data?.countries ?? []).flatMap((country) =>
        country.locations.map((place) => ({
          id: place.id,
          name: place.name,
          latitude: place.latitude,
          longitude: place.longitude,
          label: `${place.name}, ${country.name}`,
        })),
      ),
    [countries.data],
  );
  return (
    <LazyLocationMap
      locations={locations}
      label={t('map.label')}
      height={height}
      onSelect={(place) => void navigate(searchPath({ pickupLocation: place.id }, language))}
    />
  );
}
