import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Location } from '@roadbook/domain/contracts/places';
import { formatNumber } from '@roadbook/i18n/format-number';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { filterLocations, groupByCountry } from '../lib/place-directory';

interface PlaceDirectoryProps {
  locations: readonly Location[] | undefined;
  filter: string;
  onFilterChange: (filter: string) => void;
  onSelect: (location: Location) => void;
  /** The place whose button takes the focus when the list appears (back from a place). */
  focusId?: string | undefined;
}

const SKELETON_ROWS = 8;

const FilterInput = styled('input')(({ theme }) => ({
  font: 'inherit',
  width: '100%',
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.grey[500]}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
}));

const ScrollArea = styled('div')(({ theme }) => ({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  maxHeight: '40vh',
  marginTop: theme.spacing(2),
  [theme.breakpoints.up('md')]: { maxHeight: 'none' },
}));

const Directory = styled('section')({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
});

const CountryList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

const PlaceButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  textAlign: 'left',
  width: '100%',
  cursor: 'pointer',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.palette.text.primary,
  padding: theme.spacing(1, 1.5),
  '&:hover': { background: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const Address = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.secondary,
}));

/** Every location as a button, grouped by country, with a filter: the map's list alternative. */
export function PlaceDirectory({
  locations,
  filter,
  onFilterChange,
  onSelect,
  focusId,
}: PlaceDirectoryProps) {
  const { t, i18n } = useTranslation('places');
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => filterLocations(locations ?? [], filter), [locations, filter]);
  const language = currentLanguage(i18n);
  const groups = useMemo(() => groupByCountry(shown, language), [shown, language]);

  useEffect(() => {
    if (focusId === undefined) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-place-id="${CSS.escape(focusId)}"]`)?.focus();
  }, [focusId]);

  return (
    <Directory aria-labelledby={`${id}-heading`}>
      <Typography component="h2" variant="h6" id={`${id}-heading`} sx={{ fontWeight: 700 }}>
        {t('locations.listHeading')}
      </Typography>
      <Typography
        component="label"
        htmlFor={`${id}-filter`}
        variant="body2"
        sx={{ display: 'block', mt: 1.5, mb: 0.5, fontWeight: 600 }}
      >
        {t('locations.filterLabel')}
      </Typography>
      <FilterInput
        id={`${id}-filter`}
        type="search"
        autoComplete="off"
        value={filter}
        placeholder={t('locations.filterPlaceholder')}
        onChange={(event) => onFilterChange(event.target.value)}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {locations === undefined
          ? t('locations.loading')
          : shown.length === 0 && locations.length > 0
            ? t('locations.noMatch', { search: filter.trim() })
            : locations.length === 0
              ? t('locations.empty')
              : t('locations.count', { count: shown.length, number: formatNumber(shown.length, language) })}
      </Typography>
      <ScrollArea ref={listRef}>
        {locations === undefined
          ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Skeleton key={row} variant="text" height={44} sx={{ mx: 1.5 }} />
            ))
          : groups.map(({ country, locations: places }) => (
              <section key={country.id} aria-labelledby={`${id}-${country.id}`}>
                <Typography
                  component="h3"
                  variant="overline"
                  id={`${id}-${country.id}`}
                  sx={{ display: 'block', px: 1.5, pt: 1, color: 'text.secondary', fontWeight: 700 }}
                >
                  {country.name}
                </Typography>
                <CountryList>
                  {places.map((place) => (
                    <li key={place.id}>
                      <PlaceButton type="button" data-place-id={place.id} onClick={() => onSelect(place)}>
                        <span>{place.name}</span>
                        <Address>{place.address}</Address>
                      </PlaceButton>
                    </li>
                  ))}
                </CountryList>
              </section>
            ))}
      </ScrollArea>
    </Directory>
  );
}
