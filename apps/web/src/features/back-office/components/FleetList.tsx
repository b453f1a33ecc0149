// The fleet (GET /api/admin/cars) in a data grid: search, filters, sort and pages live in the address
// and are applied by the API, so a fleet of any size pages quickly. A supplier sees its own cars; an
// admin every car, with their supplier. Each row opens the car's editor, duplicates or deletes it.
import { FleetQuerySchema, FLEET_SORTS, type FleetCarRow } from '@roadbook/domain/contracts/fleet';
import { AVAILABILITIES, VEHICLE_SIZES } from '@roadbook/domain/enums';
import { formatMoney } from '@roadbook/i18n/format-number';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminSuppliersQueryOptions } from '@/api/admin-suppliers';
import { fleetQueryOptions } from '@/api/fleet';
import { backOfficeCarPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { CarRemovalDialog } from './CarRemovalDialog';
import { FilterSelect, ListFilters } from './ListFilters';
import { LoadError } from './LoadError';

interface FleetListProps {
  isAdmin: boolean;
  onDuplicate: (car: FleetCarRow) => void;
}

export function FleetList({ isAdmin, onDuplicate }: FleetListProps) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, FleetQuerySchema);
  const fleet = useQuery({ ...fleetQueryOptions(query), placeholderData: keepPreviousData });
  const suppliers = useQuery({ ...adminSuppliersQueryOptions({ page: 1, pageSize: 100 }), enabled: isAdmin });
  const [removing, setRemoving] = useState<FleetCarRow | null>(null);
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));

  const columns: GridColDef<FleetCarRow>[] = [
    {
      field: 'image',
      headerName: t('fleet.columns.image'),
      width: 84,
      renderCell: ({ row }) =>
        row.image === null ? null : (
          <img
            src={row.image}
            alt=""
            width={60}
            height={40}
            style={{ objectFit: 'cover', display: 'block' }}
          />
        ),
    },
    {
      field: 'name',
      headerName: t('fleet.columns.name'),
      flex: 1.4,
      minWidth: 160,
      renderCell: ({ row }) => <Link to={backOfficeCarPath(row.id)}>{row.name}</Link>,
    },
    ...(isAdmin
      ? [
          {
            field: 'supplier',
            headerName: t('fleet.columns.supplier'),
            flex: 1,
            minWidth: 130,
            valueGetter: (_value: unknown, row: FleetCarRow) => row.supplier.name,
          } satisfies GridColDef<FleetCarRow>,
        ]
      : []),
    {
      field: 'size',
      headerName: t('fleet.columns.size'),
      width: 110,
      valueFormatter: (value: FleetCarRow['size']) => tEnums(`vehicleSize.${value}`),
    },
    {
      field: 'dailyPrice',
      headerName: t('fleet.columns.dailyPrice'),
      type: 'number',
      width: 130,
      valueGetter: (_value, row) => row.discountedDailyPrice ?? row.dailyPrice,
      valueFormatter: (value: number) => formatMoney(value, 'USD', language),
    },
    {
      field: 'availability',
      headerName: t('fleet.columns.availability'),
      width: 140,
      valueGetter: (_value, row) =>
        row.isFullyBooked ? 'fullyBooked' : row.isComingSoon ? 'comingSoon' : row.availability,
      valueFormatter: (value: string) => tEnums(`availability.${value as 'available'}`),
    },
    {
      field: 'locationCount',
      headerName: t('fleet.columns.places'),
      type: 'number',
      width: 90,
    },
    {
      field: 'updatedAt',
      headerName: t('fleet.columns.updatedAt'),
      width: 130,
      valueFormatter: (value: string) => new Date(value).toLocaleDateString(language),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('list.actions'),
      width: 110,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="duplicate"
          icon={<CopyIcon />}
          label={t('fleet.duplicate', { name: row.name })}
          onClick={() => onDuplicate(row)}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteIcon />}
          label={t('fleet.delete', { name: row.name })}
          onClick={() => setRemoving(row)}
        />,
      ],
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListFilters
        keyword={query.keyword}
        hint={t('fleet.searchHint')}
        onKeyword={(keyword) => change({ keyword })}
        columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      >
        <FilterSelect
          label={t('fleet.filters.availability')}
          value={query.availability ?? ''}
          options={AVAILABILITIES.map((value) => ({ value, label: tEnums(`availability.${value}`) }))}
          onChange={(availability) => change({ availability })}
        />
        <TextField
          select
          label={t('fleet.filters.size')}
          value={query.size ?? []}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[]).length === 0
                  ? t('list.all')
                  : (selected as string[]).map((size) => tEnums(`vehicleSize.${size as 'mini'}`)).join(', '),
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
          }}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            change({ size: typeof value === 'string' ? value.split(',') : value });
          }}
        >
          {VEHICLE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {tEnums(`vehicleSize.${size}`)}
            </MenuItem>
          ))}
        </TextField>
        {isAdmin && (
          <FilterSelect
            label={t('fleet.filters.supplier')}
            value={query.supplier?.[0] ?? ''}
            options={(suppliers.data?.suppliers ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            onChange={(supplier) => change({ supplier })}
          />
        )}
      </ListFilters>
      {fleet.isError ? (
        <LoadError onRetry={() => void fleet.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('fleet.title')}
          rows={fleet.data?.cars ?? []}
          columns={columns}
          total={fleet.data?.total ?? 0}
          isLoading={fleet.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
          sortFields={FLEET_SORTS}
          sort={{ field: query.sort, order: query.order }}
          onSort={(sort) => change({ sort: sort?.field ?? 'name', order: sort?.order ?? 'asc' })}
        />
      )}
      {removing !== null && <CarRemovalDialog car={removing} onClose={() => setRemoving(null)} />}
    </Box>
  );
}

function CopyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
      />
    </svg>
  );
}

function DeleteIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z"
      />
    </svg>
  );
}
