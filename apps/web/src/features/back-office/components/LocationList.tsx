// The marketplace's locations (GET /api/admin/locations), for admins: searched by a name in any
// language or the address, kept to one country, each with its country, position and the cars it
// serves; the search, the country and the page live in the address.
import {
  AdminLocationQuerySchema,
  type AdminCountry,
  type AdminLocation,
} from '@roadbook/domain/contracts/admin-places';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminLocationsQueryOptions } from '@/api/admin-places';
import { backOfficeLocationPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { LoadError } from './LoadError';

export function LocationList({ countries }: { countries: readonly AdminCountry[] }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AdminLocationQuerySchema);
  const locations = useQuery({ ...adminLocationsQueryOptions(query), placeholderData: keepPreviousData });
  const [keyword, setKeyword] = useState(query.keyword ?? '');
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

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ keyword: keyword.trim() });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box component="form" role="search" onSubmit={search} sx={{ minWidth: 280, maxWidth: 400, flex: 1 }}>
          <TextField
            fullWidth
            label={t('list.search')}
            helperText={t('places.searchHint')}
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onBlur={() => {
              if (keyword.trim() !== (query.keyword ?? '')) change({ keyword: keyword.trim() });
            }}
          />
        </Box>
        <TextField
          select
          label={t('places.country')}
          value={query.country ?? ''}
          onChange={(event) => change({ country: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('places.allCountries')}</MenuItem>
          {countries.map((country) => (
            <MenuItem key={country.id} value={country.id}>
              {country.names[language]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
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
