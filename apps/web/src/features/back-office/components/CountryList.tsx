// The marketplace's countries (GET /api/admin/countries), for admins: searched by code or a name in
// any language, each with its three names and its locations; added and edited in a dialog, deleted
// when it has no location (the API refuses otherwise, and the toast says why).
import { AdminCountryQuerySchema, type AdminCountry } from '@roadbook/domain/contracts/admin-places';
import type { CountryInput } from '@roadbook/domain/place-schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import {
  adminCountriesQueryOptions,
  createCountry,
  deleteCountry,
  refreshPlaces,
  updateCountry,
} from '@/api/admin-places';
import { useToast } from '@/components/toast/use-toast';
import { backOfficePaths } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { ConfirmDeletionDialog } from './ConfirmDeletionDialog';
import { CountryDialog } from './CountryDialog';
import { ListFilters } from './ListFilters';
import { LoadError } from './LoadError';

/** The dialog open: a new country, one to edit, or one to delete. */
type Open =
  | { kind: 'new' }
  | { kind: 'edit'; country: AdminCountry }
  | { kind: 'delete'; country: AdminCountry }
  | null;

export function CountryList() {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AdminCountryQuerySchema);
  const countries = useQuery({ ...adminCountriesQueryOptions(query), placeholderData: keepPreviousData });
  const [open, setOpen] = useState<Open>(null);
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));
  const close = () => setOpen(null);

  const save = async (input: CountryInput, country?: AdminCountry) => {
    const saved =
      country === undefined
        ? await createCountry(input)
        : await updateCountry({ id: country.id, country: input });
    await refreshPlaces(queryClient);
    const name = saved.names[language];
    toast.success(
      country === undefined ? t('places.countries.created', { name }) : t('places.countries.saved', { name }),
    );
    close();
  };

  const columns: GridColDef<AdminCountry>[] = [
    { field: 'code', headerName: t('places.columns.code'), width: 90 },
    ...(['en', 'fr', 'es'] as const).map((of): GridColDef<AdminCountry> => ({
      field: `name-${of}`,
      headerName: `${t('places.columns.name')} (${t(`places.languages.${of}`)})`,
      flex: 1,
      minWidth: 140,
      valueGetter: (_value, row) => row.names[of],
    })),
    {
      field: 'locationCount',
      headerName: t('places.columns.locations'),
      width: 110,
      renderCell: ({ row }) => (
        <Link
          to={`${backOfficePaths.locations}?${new URLSearchParams({ country: row.id }).toString()}`}
          aria-label={t('places.countries.locationsOf', { name: row.names[language] })}
        >
          {row.locationCount}
        </Link>
      ),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 220,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            aria-label={t('places.countries.editLabel', { name: row.names[language] })}
            onClick={() => setOpen({ kind: 'edit', country: row })}
          >
            {t('places.countries.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            disabled={row.locationCount > 0}
            aria-label={t('places.deleteLabel', { name: row.names[language] })}
            onClick={() => setOpen({ kind: 'delete', country: row })}
          >
            {t('places.delete')}
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 280, maxWidth: 400, flex: 1 }}>
          <ListFilters
            keyword={query.keyword}
            hint={t('places.countries.searchHint')}
            onKeyword={(keyword) => change({ keyword })}
            columns={{ xs: '1fr' }}
          />
        </Box>
        <Button variant="contained" onClick={() => setOpen({ kind: 'new' })}>
          {t('places.countries.add')}
        </Button>
      </Box>
      {countries.isError ? (
        <LoadError onRetry={() => void countries.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('places.countries.title')}
          rows={countries.data?.countries ?? []}
          columns={columns}
          total={countries.data?.total ?? 0}
          isLoading={countries.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
        />
      )}
      {open?.kind === 'new' && <CountryDialog onSave={(input) => save(input)} onClose={close} />}
      {open?.kind === 'edit' && (
        <CountryDialog
          key={open.country.id}
          country={open.country}
          onSave={(input) => save(input, open.country)}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeletionDialog
          title={t('places.confirmDelete.title', { name: open.country.names[language] })}
          message={t('places.confirmDelete.body')}
          confirm={t('places.confirmDelete.confirm')}
          cancel={t('places.confirmDelete.cancel')}
          onClose={close}
          onDelete={async () => {
            await deleteCountry(open.country.id);
            await refreshPlaces(queryClient);
            toast.success(t('places.deleted', { name: open.country.names[language] }));
          }}
        />
      )}
    </Box>
  );
}
