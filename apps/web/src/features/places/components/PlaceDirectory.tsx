import type { Location } from '@roadbook/domain/contracts/places';
import { formatNumber } from '@roadbook/i18n/format-number';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from '@/components/Skeleton';
import { currentLanguage } from '@/lib/i18n';

import { filterLocations, groupByCountry } from '../lib/place-directory';
import styles from './PlaceDirectory.module.css';

interface PlaceDirectoryProps {
  locations: readonly Location[] | undefined;
  filter: string;
  onFilterChange: (filter: string) => void;
  onSelect: (location: Location) => void;
  /** The place whose button takes the focus when the list appears (back from a place). */
  focusId?: string | undefined;
}

const SKELETON_ROWS = 8;

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
    <section aria-labelledby={`${id}-heading`} className={styles.directory}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('locations.listHeading')}
      </h2>
      <label htmlFor={`${id}-filter`} className={styles.label}>
        {t('locations.filterLabel')}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        autoComplete="off"
        className={styles.filter}
        value={filter}
        placeholder={t('locations.filterPlaceholder')}
        onChange={(event) => onFilterChange(event.target.value)}
      />
      <p role="status" className={styles.status}>
        {locations === undefined
          ? t('locations.loading')
          : shown.length === 0 && locations.length > 0
            ? t('locations.noMatch', { search: filter.trim() })
            : locations.length === 0
              ? t('locations.empty')
              : t('locations.count', { count: shown.length, number: formatNumber(shown.length, language) })}
      </p>
      <div ref={listRef} className={styles.scrollArea}>
        {locations === undefined
          ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Skeleton key={row} className={styles.skeletonRow} />
            ))
          : groups.map(({ country, locations: places }) => (
              <section key={country.id} aria-labelledby={`${id}-${country.id}`}>
                <h3 id={`${id}-${country.id}`} className={styles.country}>
                  {country.name}
                </h3>
                <ul className={styles.places}>
                  {places.map((place) => (
                    <li key={place.id}>
                      <button
                        type="button"
                        className={styles.place}
                        data-place-id={place.id}
                        onClick={() => onSelect(place)}
                      >
                        <span>{place.name}</span>
                        <span className={styles.address}>{place.address}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
      </div>
    </section>
  );
}
