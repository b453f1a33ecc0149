import { CAR_SEARCH_SORTS, type CarSearchQuery } from '@roadbook/domain/contracts/car-search';
import type { SupplierRef } from '@roadbook/domain/contracts/suppliers';
import { formatNumber } from '@roadbook/i18n/format-number';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { suppliersQueryOptions } from '@/api/get-suppliers';
import { FilterIcon } from '@/components/icons/car-icons';
import { Pagination } from '@/components/Pagination';
import { SelectField } from '@/components/SelectField';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { checkoutPath } from '@/lib/checkout-paths';
import { useLanguageParam } from '@/lib/use-language-param';

import { useCarSearch } from '@/api/search-cars';
import type { SearchState } from '../hooks/use-search-state';
import { hasFilters } from '../search-filters';
import { CarCard } from './CarCard';
import { CarCardSkeleton } from './CarCardSkeleton';
import { EmptyResults } from './EmptyResults';
import controls from './controls.module.css';
import { FiltersPanel } from './FiltersPanel';
import styles from './SearchResults.module.css';

/** Cards whose image loads at once (the rest load when scrolled to). */
const EAGER_IMAGES = 2;
const SKELETONS = 3;

interface SearchResultsProps {
  query: CarSearchQuery;
  search: SearchState;
  /** Reveals the search form (other dates, another place). */
  onModifySearch: () => void;
  /** Shown with an error of the search, to correct it (the search form). */
  errorAction: ReactNode;
  /** Shown above the filters (the map of the pick-up place). */
  aside?: ReactNode;
}

/** The results of a search: filters with counts, sort, cards, pagination, empty and error states. */
export function SearchResults({ query, search, onModifySearch, errorAction, aside }: SearchResultsProps) {
  const { t, i18n } = useTranslation('search');
  const language = currentLanguage(i18n);
  const languageParam = useLanguageParam();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const headingId = useId();
  const filtersId = useId();

  const result = useCarSearch(query);
  const suppliersList = useQuery({ ...suppliersQueryOptions(), meta: { errorToast: false } });
  const data = result.data;

  const suppliers = useMemo(() => {
    const known = new Map<string, SupplierRef>();
    for (const supplier of suppliersList.data?.suppliers ?? []) known.set(supplier.id, supplier);
    for (const car of data?.cars ?? []) known.set(car.supplier.id, car.supplier);
    return known;
  }, [suppliersList.data, data]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [query.page]);

  const isUpdating = result.isPlaceholderData;
  const pages = data === undefined ? 0 : Math.ceil(data.total / data.pageSize);
  const canClearFilters = hasFilters(search.filters);

  let content: ReactNode;
  if (result.isError) {
    content = (
      <div className={styles.error}>
        <div role="alert" className={styles.alert}>
          <h3 className={styles.alertTitle}>{t('error.title')}</h3>
          <p className={styles.alertText}>{errorMessage(i18n, result.error)}</p>
        </div>
        <p className={styles.hint}>{t('error.fix')}</p>
        {errorAction}
      </div>
    );
  } else if (data === undefined) {
    content = Array.from({ length: SKELETONS }, (_, index) => <CarCardSkeleton key={index} />);
  } else if (data.cars.length === 0) {
    content = (
      <EmptyResults
        onClearFilters={canClearFilters ? () => search.applyFilters({}) : undefined}
        onModifySearch={onModifySearch}
      />
    );
  } else {
    content = data.cars.map((car, index) => (
      <CarCard
        key={car.id}
        car={car}
        period={{ from: query.from, to: query.to }}
        bookingPath={checkoutPath(
          {
            car: car.id,
            pickup: query.pickupLocation,
            dropoff: query.dropOffLocation ?? query.pickupLocation,
            from: query.from,
            to: query.to,
          },
          languageParam,
        )}
        isAboveTheFold={index < EAGER_IMAGES}
      />
    ));
  }

  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        {aside}
        <button
          type="button"
          className={`${controls.button} ${styles.filtersToggle}`}
          aria-expanded={isFiltersOpen}
          aria-controls={filtersId}
          onClick={() => setIsFiltersOpen((open) => !open)}
        >
          <FilterIcon />
          {isFiltersOpen ? t('filters.hide') : t('filters.show')}
        </button>
        <div id={filtersId} className={styles.filters} data-open={isFiltersOpen ? '' : undefined}>
          <FiltersPanel
            filters={search.filters}
            counts={data?.counts}
            suppliers={suppliers}
            resetHref={search.filtersHref({})}
            onChange={search.applyFilters}
          />
        </div>
      </div>
      <section aria-labelledby={headingId} className={styles.results}>
        <div className={styles.toolbar}>
          <h2 id={headingId} className={styles.heading}>
            {data === undefined
              ? t('results.heading')
              : t('results.count', { count: data.total, total: formatNumber(data.total, language) })}
          </h2>
          <SelectField
            label={t('sort.label')}
            value={query.sort}
            onChange={(value) => {
              const sort = CAR_SEARCH_SORTS.find((item) => item === value);
              if (sort !== undefined) search.applySort(sort);
            }}
          >
            {CAR_SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <p role="status" className={controls.visuallyHidden}>
          {data === undefined && !result.isError
            ? t('results.loading')
            : isUpdating
              ? t('results.updating')
              : ''}
        </p>
        <div
          className={styles.list}
          aria-busy={data === undefined || isUpdating}
          data-updating={isUpdating ? '' : undefined}
        >
          {content}
        </div>
        {data !== undefined && !result.isError && (
          <Pagination
            page={data.page}
            pages={pages}
            hrefOf={search.pageHref}
            texts={{
              label: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              position: t('pagination.pageOf', { page: data.page, pages }),
              pageLink: (page) => t('pagination.goToPage', { page }),
            }}
          />
        )}
      </section>
    </div>
  );
}
