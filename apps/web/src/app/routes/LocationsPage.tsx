import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { LocationsExplorer } from '@/features/places/components/LocationsExplorer';
import { SearchForm } from '@/features/search-form/components/SearchForm';
import { useDocumentMeta } from '@/lib/use-page-meta';

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
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('locations.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('locations.intro')}
      </Typography>
      <LocationsExplorer
        renderSearch={(place) => (
          <SearchForm
            key={place.id}
            initialPickUp={{ id: place.id, name: place.name, country: place.country }}
            label={t('locations.searchLabel', { place: place.name })}
          />
        )}
      />
    </Container>
  );
}

export { LocationsPage as Component };
