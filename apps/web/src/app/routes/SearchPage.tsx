import { CarSearchQuerySchema } from '@roadbook/domain/contracts/car-search';
import type { Location } from '@roadbook/domain/contracts/places';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunction } from 'react-router';
import * as z from 'zod/mini';

import { LazyLocationMap } from '@/components/map/LazyLocationMap';
import { PageFrame } from '@/components/PageFrame';
import { SearchForm, type PlaceChoice } from '@/features/search-form/components/SearchForm';
import { usePlace } from '@/api/get-location';
import { carSearchQueryOptions } from '@/api/search-cars';
import { SearchResults } from '@/features/search/components/SearchResults';
import { SearchSummary } from '@/features/search/components/SearchSummary';
import { useSearchState } from '@/features/search/hooks/use-search-state';
import { currentLanguage } from '@/lib/i18n';
import { parseSearchPath } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-page-meta';

import type { RouteDeps } from '../route-deps';
import frame from '@/components/page-frame.module.css';
import styles from './SearchPage.module.css';

const MAP_HEIGHT = 220;
const PlaceIdSchema = z.uuid();

function placeId(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && PlaceIdSchema.safeParse(value).success ? value : null;
}

function placeChoice(place: Location | undefined): PlaceChoice | null {
  return place === undefined ? null : { id: place.id, name: place.name, country: place.country };
}

/** /search?pickup=…&dropoff=…&from=…&to=…&page=…&sort=…&<filters>: the URL is the search. */
export function SearchPage() {
  const { t, i18n } = useTranslation(['search', 'common']);
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const search = useSearchState();
  const { query, partial, filters } = search;
  const [isFormOpen, setIsFormOpen] = useState(false);
  const formId = useId();

  const pickUpId = query?.pickupLocation ?? placeId(partial.pickupLocation);
  const dropOffId = query?.dropOffLocation ?? placeId(partial.dropOffLocation);
  const pickUp = usePlace(pickUpId, language);
  const dropOff = usePlace(dropOffId === pickUpId ? null : dropOffId, language);
  const place = pickUp.data?.name;

  useDocumentMeta(
    t('common:meta.titleTemplate', {
      page: place === undefined ? t('meta.title') : t('meta.titleAt', { place }),
    }),
    place === undefined ? t('meta.description') : t('meta.descriptionAt', { place }),
  );

  const placeName = (lookup: typeof pickUp) =>
    lookup.data?.name ?? t(lookup.isLoading ? 'summary.placeLoading' : 'summary.placeUnknown');

  // The form reads its first values once: it waits for the places' names, and starts again when they change.
  const isNamingPlaces = pickUp.isLoading || dropOff.isLoading;
  const form = isNamingPlaces ? (
    <div className={styles.formPlaceholder} />
  ) : (
    <SearchForm
      key={`${pickUp.data?.id ?? ''}|${dropOff.data?.id ?? ''}|${query?.from ?? partial.from ?? ''}`}
      initialPickUp={placeChoice(pickUp.data)}
      initialDropOff={placeChoice(dropOff.data) ?? placeChoice(pickUp.data)}
      initialFrom={query?.from ?? partial.from ?? undefined}
      initialTo={query?.to ?? partial.to ?? undefined}
      extraQuery={{ ...filters, ...(query === null ? {} : { sort: query.sort }) }}
      onSearch={(_next, url) => {
        setIsFormOpen(false);
        void navigate(url);
      }}
      layout="horizontal"
    />
  );

  if (query === null) {
    return (
      <PageFrame title={t('heading.noSearch')}>
        <p className={frame.intro}>{t('noSearch.intro')}</p>
        {form}
      </PageFrame>
    );
  }

  const map =
    pickUp.data === undefined ? null : (
      <LazyLocationMap
        locations={[pickUp.data]}
        label={t('map.label', { place: pickUp.data.name })}
        height={MAP_HEIGHT}
      />
    );

  return (
    <PageFrame title={place === undefined ? t('meta.title') : t('heading.place', { place })}>
      <div className={styles.search}>
        <SearchSummary
          pickUpName={placeName(pickUp)}
          dropOffName={dropOffId === null || dropOffId === pickUpId ? null : placeName(dropOff)}
          from={query.from}
          to={query.to}
          isFormOpen={isFormOpen}
          formId={formId}
          onToggleForm={() => setIsFormOpen((open) => !open)}
        />
        <div id={formId} hidden={!isFormOpen}>
          {isFormOpen && form}
        </div>
      </div>
      <SearchResults
        query={query}
        search={search}
        onModifySearch={() => {
          setIsFormOpen(true);
          window.scrollTo(0, 0);
        }}
        errorAction={isFormOpen ? null : form}
        aside={map}
      />
    </PageFrame>
  );
}

/** Starts the search's request with the page's code, not after it. */
export function createLoader({ queryClient }: RouteDeps): LoaderFunction {
  return ({ request }) => {
    const query = parseSearchPath(new URL(request.url).search, CarSearchQuerySchema);
    if (query !== null) void queryClient.prefetchQuery(carSearchQueryOptions(query));
    return null;
  };
}

export { SearchPage as Component };
