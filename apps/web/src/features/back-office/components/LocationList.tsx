// The marketplace's locations (GET /api/admin/locations), for admins: searched by a name in any
// language or the address, kept to one country, each with its country, position and the cars it
// serves; the search, the country and the page live in the address.
import {
  AdminLocationQuerySchema,
  type AdminCountry,
  type AdminLocation,
} from '@roadbook/domain/contracts/admin-places';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminLocationsQueryOptions } from '@/api/admin-places';
import { backOfficeLocationPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { FilterSelect, ListFilters } from './ListFilters';
import { LoadError } from './LoadError';

export function LocationList({ countries }: { countries: readonly AdminCountry[] }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AdminLocationQuerySchema);
  const locations = useQuery({ ...adminLocationsQueryOptions(query), placeholderData: keepPreviousData });
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));

  const columns: GridColDef<AdminLocation>[] = [
    {
      field: 'name',
      headerName: t('places.columns.name'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_value, row) => row.names[language],
      renderCell: ({ row }) => <Link to={backOfficeLocationPath(row.id)}>{row.names[language]}</Link>,
    },
    {
      field: 'country',
      headerName: t('places.columns.country'),
      width: 160,
      valueGetter: (_value, row) => row.country.names[language],
    },
    { field: 'address', headerName: t('places.columns.address'), flex: 1, minWidth: 200 },
    {
      field: 'position',
      headerName: t('places.columns.position'),
      width: 170,
      valueGetter: (_value, row) => `${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`,
    },
    { field: 'carCount', headerName: t('places.columns.cars'), type: 'number', width: 100 },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListFilters
        keyword={query.keyword}
        hint={t('places.searchHint')}
        onKeyword={(keyword) => change({ keyword })}
        columns={{ xs: '1fr', sm: 'minmax(0, 400px) minmax(220px, 280px)' }}
      >
        <FilterSelect
          label={t('places.country')}
          value={query.country ?? ''}
          options={countries.map((country) => ({ value: country.id, label: country.names[language] }))}
          onChange={(country) => change({ country })}
          allLabel={t('places.allCountries')}
        />
      </ListFilters>
      {locations.isError ? (
        <LoadError onRetry={() => void locations.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('places.title')}
          rows={locations.data?.locations ?? []}
          columns={columns}
          total={locations.data?.total ?? 0}
          isLoading={locations.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
        />
      )}
    </Box>
  );
}
