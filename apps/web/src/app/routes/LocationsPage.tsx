import { useTranslation } from 'react-i18next';

import { LocationsExplorer } from '@/features/places/components/LocationsExplorer';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

import styles from '@/components/page-frame.module.css';

/** /locations: every location on a map; choosing one opens the search form for it. */
export function LocationsPage() {
  // The search form's texts load with the page, so choosing a place shows the form at once.
  const { t } = useTranslation(['places', 'searchForm']);
  const { t: tc } = useTranslation();
  useDocumentMeta(
    tc('meta.titleTemplate', { page: t('locations.meta.title') }),
    t('locations.meta.description'),
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('locations.heading')}</h1>
      <p className={styles.intro}>{t('locations.intro')}</p>
      <LocationsExplorer
        renderSearch={(place) => (
          <SearchForm
            key={place.id}
            initialPickUp={{ id: place.id, name: place.name, country: place.country }}
            label={t('locations.searchLabel', { place: place.name })}
          />
        )}
      />
    </div>
  );
}

export { LocationsPage as Component };
