// The drivers (GET /api/admin/drivers) in a data grid: an admin sees every driver account and
// suspends or reinstates it (after a confirmation), a supplier the drivers of its own bookings. The
// search, the state filter and the page live in the address.
import {
  AdminDriverQuerySchema,
  DRIVER_STATES,
  type AdminDriverRow,
} from '@roadbook/domain/contracts/admin-drivers';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminDriversQueryOptions, type DriverAction } from '@/api/admin-drivers';
import { backOfficeDriverPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { DriverActionDialog, driverActionOf, driverStateOf } from './DriverActionDialog';
import { FilterSelect, ListFilters } from './ListFilters';
import { LoadError } from './LoadError';

export function DriverList({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AdminDriverQuerySchema);
  const drivers = useQuery({ ...adminDriversQueryOptions(query), placeholderData: keepPreviousData });
  const [asking, setAsking] = useState<{ driver: AdminDriverRow; action: DriverAction } | null>(null);
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));

  const columns: GridColDef<AdminDriverRow>[] = [
    {
      field: 'fullName',
      headerName: t('drivers.columns.name'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => <Link to={backOfficeDriverPath(row.id)}>{row.fullName}</Link>,
    },
    { field: 'email', headerName: t('drivers.columns.email'), flex: 1, minWidth: 180 },
    {
      field: 'phone',
      headerName: t('drivers.columns.phone'),
      width: 160,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'state',
      headerName: t('drivers.columns.state'),
      width: 170,
      valueGetter: (_value, row) => t(`drivers.states.${driverStateOf(row)}`),
    },
    { field: 'bookingCount', headerName: t('drivers.columns.bookings'), type: 'number', width: 110 },
    {
      field: 'createdAt',
      headerName: t('drivers.columns.createdAt'),
      width: 130,
      valueFormatter: (value: string) => new Date(value).toLocaleDateString(language),
    },
    ...(isAdmin
      ? [
          {
            field: 'actions',
            headerName: t('list.actions'),
            width: 140,
            renderCell: ({ row }) => {
              const action = driverActionOf(row);
              return (
                <Button
                  size="small"
                  color={action === 'suspend' ? 'error' : 'primary'}
                  aria-label={t(`drivers.actions.${action}Label`, { name: row.fullName })}
                  onClick={() => setAsking({ driver: row, action })}
                >
                  {t(`drivers.actions.${action}`)}
                </Button>
              );
            },
          } satisfies GridColDef<AdminDriverRow>,
        ]
      : []),
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListFilters
        keyword={query.keyword}
        hint={t('drivers.searchHint')}
        onKeyword={(keyword) => change({ keyword })}
        columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 320px))' }}
      >
        <FilterSelect
          label={t('drivers.filters.state')}
          value={query.state ?? ''}
          options={DRIVER_STATES.map((state) => ({ value: state, label: t(`drivers.states.${state}`) }))}
          onChange={(state) => change({ state })}
        />
      </ListFilters>
      {drivers.isError ? (
        <LoadError onRetry={() => void drivers.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('drivers.title')}
          rows={drivers.data?.drivers ?? []}
          columns={columns}
          total={drivers.data?.total ?? 0}
          isLoading={drivers.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
        />
      )}
      {asking !== null && (
        <DriverActionDialog driver={asking.driver} action={asking.action} onClose={() => setAsking(null)} />
      )}
    </Box>
  );
}
