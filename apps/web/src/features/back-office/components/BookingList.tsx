// The back office's bookings (GET /api/bookings, scoped by the API: a supplier's cars', an admin's
// all) in a data grid: status, keyword, days and (admins) supplier filters live in the address; the
// rows chosen move together to a status the domain's table allows, each refusal reported; the
// filtered list downloads as a CSV file.
import { BookingListQuerySchema, type BookingListItem } from '@roadbook/domain/contracts/bookings';
import { formatMoney } from '@roadbook/i18n/format-number';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { bookingsExportPath } from '@/api/admin-bookings';
import { bookingsQueryOptions } from '@/api/get-bookings';
import { backOfficeBookingPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { useZonedFormat } from '../lib/use-zoned-format';
import { BackOfficeGrid } from './BackOfficeGrid';
import { BookingBulkStatus } from './BookingBulkStatus';
import { BookingFilters } from './BookingFilters';
import { BookingStatusChip } from './BookingStatusChip';
import { LoadError } from './LoadError';

/** The grid's page size when the address names none (one of its choices). */
const DEFAULT_PAGE_SIZE = 30;

export function BookingList({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const format = useZonedFormat();
  const [params, setParams] = useSearchParams();
  const parsed = listQueryOf(params, BookingListQuerySchema);
  const query = { ...parsed, pageSize: params.has('pageSize') ? parsed.pageSize : DEFAULT_PAGE_SIZE };
  const list = useQuery({ ...bookingsQueryOptions(query), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<string[]>([]);
  const rows = list.data?.bookings ?? [];

  const change = (changes: Parameters<typeof changedParams>[1]) => {
    setSelected([]);
    setParams(changedParams(params, changes));
  };

  // Each column's share of the grid, and the least it needs (longer texts wrap, BackOfficeGrid): they
  // add up to less than a laptop's list, which then fits without scrolling sideways.
  const columns: GridColDef<BookingListItem>[] = [
    {
      field: 'car',
      headerName: t('bookings.columns.car'),
      flex: 1.4,
      minWidth: 140,
      renderCell: ({ row }) => (
        <Link to={backOfficeBookingPath(row.id)} aria-label={t('bookings.open', { number: row.number })}>
          {row.car.name}
        </Link>
      ),
    },
    ...(isAdmin
      ? [
          {
            field: 'supplier',
            headerName: t('bookings.columns.supplier'),
            flex: 1,
            minWidth: 110,
            valueGetter: (_value: unknown, row: BookingListItem) => row.supplier.name,
          } satisfies GridColDef<BookingListItem>,
        ]
      : []),
    {
      field: 'driver',
      headerName: t('bookings.columns.driver'),
      flex: 1,
      minWidth: 110,
      valueGetter: (_value, row) => row.driver.fullName,
    },
    {
      field: 'from',
      headerName: t('bookings.columns.pickUp'),
      flex: 1,
      minWidth: 110,
      valueFormatter: (value: string) => format.dateTime(value),
    },
    {
      field: 'to',
      headerName: t('bookings.columns.return'),
      flex: 1,
      minWidth: 110,
      valueFormatter: (value: string) => format.dateTime(value),
    },
    { field: 'days', headerName: t('bookings.columns.days'), type: 'number', width: 70 },
    {
      field: 'totalMinor',
      headerName: t('bookings.columns.price'),
      type: 'number',
      flex: 0.8,
      minWidth: 96,
      valueFormatter: (value: number) => formatMoney(value, 'USD', language),
    },
    {
      field: 'status',
      headerName: t('bookings.columns.status'),
      flex: 0.8,
      minWidth: 140,
      renderCell: ({ row }) => <BookingStatusChip status={row.status} />,
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BookingFilters isAdmin={isAdmin} query={query} onChange={change} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <BookingBulkStatus
          bookings={rows.filter((row) => selected.includes(row.id))}
          reader={isAdmin ? 'admin' : 'supplier'}
          onDone={() => setSelected([])}
        />
        <Button
          component="a"
          href={bookingsExportPath(query, language)}
          download
          variant="outlined"
          sx={{ ml: 'auto' }}
        >
          {t('bookings.exportCsv')}
        </Button>
      </Box>
      {list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('bookings.title')}
          rows={rows}
          columns={columns}
          total={list.data?.total ?? 0}
          isLoading={list.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
          selection={{ ids: selected, onChange: setSelected }}
        />
      )}
    </Box>
  );
}
