// The marketplace's places (admins): the locations' list (/admin/locations), a new location, a
// location's editor with its map, and the countries' list with its dialog (/admin/countries).
import type { AdminLocation } from '@roadbook/domain/contracts/admin-places';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import {
  adminLocationQueryOptions,
  allAdminCountriesQueryOptions,
  createLocation,
  deleteLocation,
  refreshPlaces,
  storeAdminLocation,
  updateLocation,
} from '@/api/admin-places';
import { useToast } from '@/components/toast/use-toast';
import { ConfirmDeletionDialog } from '@/features/back-office/components/ConfirmDeletionDialog';
import { LocationEditor } from '@/features/back-office/components/LocationEditor';
import { LoadError } from '@/features/back-office/components/LoadError';
import { backOfficeLocationPath, backOfficePaths } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { BackLink, Loading, PageHeading } from './page-parts';

// The lists come with the data grid, loaded only with a list.
const LocationList = lazy(async () => ({
  default: (await import('@/features/back-office/components/LocationList')).LocationList,
}));
const CountryList = lazy(async () => ({
  default: (await import('@/features/back-office/components/CountryList')).CountryList,
}));

function useCountries() {
  return useQuery(allAdminCountriesQueryOptions());
}

export function LocationsPage() {
  const { t } = useTranslation('backOffice');
  const countries = useCountries();
  return (
    <>
      <PageHeading
        title={t('places.title')}
        intro={t('places.intro')}
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={Link} to={backOfficePaths.countries}>
              {t('places.countries.title')}
            </Button>
            <Button variant="contained" component={Link} to={backOfficePaths.newLocation}>
              {t('places.add')}
            </Button>
          </Box>
        }
      />
      <Suspense fallback={<Loading />}>
        <LocationList countries={countries.data ?? []} />
      </Suspense>
    </>
  );
}

export function CountriesPage() {
  const { t } = useTranslation('backOffice');
  return (
    <>
      <PageHeading title={t('places.countries.title')} intro={t('places.countries.intro')} />
      <Suspense fallback={<Loading />}>
        <CountryList />
      </Suspense>
    </>
  );
}

export function NewLocationPage() {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useCountries();
  if (countries.isPending) return <Loading />;
  if (countries.isError) return <LoadError onRetry={() => void countries.refetch()} />;
  return (
    <>
      <BackToLocations />
      <PageHeading title={t('places.newTitle')} />
      <LocationEditor
        countries={countries.data}
        onSave={async (input) => {
          const location = await createLocation(input);
          await storeAdminLocation(queryClient, location);
          toast.success(t('places.created'));
          await navigate(backOfficeLocationPath(location.id), { replace: true });
        }}
      />
    </>
  );
}

export function LocationPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation('backOffice');
  const toast = useToast();
  const queryClient = useQueryClient();
  const location = useQuery(adminLocationQueryOptions(id));
  const countries = useCountries();
  if (location.isPending || countries.isPending) return <Loading />;
  if (location.isError || countries.isError) {
    return (
      <>
        <BackToLocations />
        <LoadError
          onRetry={() => {
            void location.refetch();
            void countries.refetch();
          }}
        />
      </>
    );
  }
  const name = location.data.names[currentLanguage(i18n)];
  return (
    <>
      <BackToLocations />
      <PageHeading title={t('places.editTitle', { name })} />
      <LocationEditor
        key={location.data.id}
        location={location.data}
        countries={countries.data}
        onSave={async (input) => {
          await storeAdminLocation(queryClient, await updateLocation({ id, location: input }));
          toast.success(t('places.saved'));
        }}
        actions={<DeleteLocation location={location.data} name={name} />}
      />
    </>
  );
}

/** Deleting a location no car serves and no booking used; the API says why otherwise. */
function DeleteLocation({ location, name }: { location: AdminLocation; name: string }) {
  const { t } = useTranslation('backOffice');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button color="error" aria-label={t('places.deleteLabel', { name })} onClick={() => setAsking(true)}>
        {t('places.delete')}
      </Button>
      {isAsking && (
        <ConfirmDeletionDialog
          title={t('places.confirmDelete.title', { name })}
          message={t('places.confirmDelete.body')}
          confirm={t('places.confirmDelete.confirm')}
          cancel={t('places.confirmDelete.cancel')}
          onClose={() => setAsking(false)}
          onDelete={async () => {
            await deleteLocation(location.id);
            queryClient.removeQueries({ queryKey: adminLocationQueryOptions(location.id).queryKey });
            await refreshPlaces(queryClient);
            toast.success(t('places.deleted', { name }));
            await navigate(backOfficePaths.locations, { replace: true });
          }}
        />
      )}
    </>
  );
}

function BackToLocations() {
  const { t } = useTranslation('backOffice');
  return <BackLink to={backOfficePaths.locations} label={t('places.back')} />;
}
