// The marketplace's suppliers (GET /api/admin/suppliers), for admins: every agency, verified or not,
// searched by name or email in the address, with its state and the size of its fleet.
import { AdminSupplierQuerySchema, type AdminSupplierRow } from '@roadbook/domain/contracts/admin-suppliers';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { adminSuppliersQueryOptions, changeSupplier } from '@/api/admin-suppliers';
import { useToast } from '@/components/toast/use-toast';
import { backOfficePaths, backOfficeSupplierPath } from '@/lib/back-office-paths';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { supplierActionsOf, supplierStateOf } from '../lib/supplier-state';
import { BackOfficeGrid } from './BackOfficeGrid';
import { ListFilters } from './ListFilters';
import { LoadError } from './LoadError';

export function SupplierList() {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AdminSupplierQuerySchema);
  const suppliers = useQuery({ ...adminSuppliersQueryOptions(query), placeholderData: keepPreviousData });
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));
  const queryClient = useQueryClient();
  const toast = useToast();
  const act = useMutation({
    mutationFn: changeSupplier,
    onSuccess: async (supplier, { action }) => {
      await queryClient.invalidateQueries({ queryKey: ['adminSuppliers'] });
      toast.success(t(`suppliers.done.${action}`, { name: supplier.name }));
    },
  });

  const columns: GridColDef<AdminSupplierRow>[] = [
    {
      field: 'logo',
      headerName: '',
      width: 84,
      renderCell: ({ row }) =>
        row.logo === null ? null : (
          <img src={row.logo} alt="" width={60} height={30} style={{ display: 'block' }} />
        ),
    },
    {
      field: 'name',
      headerName: t('suppliers.columns.name'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => <Link to={backOfficeSupplierPath(row.id)}>{row.name}</Link>,
    },
    { field: 'email', headerName: t('suppliers.columns.email'), flex: 1, minWidth: 180 },
    {
      field: 'state',
      headerName: t('suppliers.columns.state'),
      width: 170,
      valueGetter: (_value, row) => t(`suppliers.states.${supplierStateOf(row)}`),
    },
    {
      field: 'carCount',
      headerName: t('suppliers.columns.cars'),
      type: 'number',
      width: 100,
      renderCell: ({ row }) => (
        <Link
          to={`${backOfficePaths.cars}?${new URLSearchParams({ supplier: row.id }).toString()}`}
          aria-label={t('suppliers.carsOf', { name: row.name, number: row.carCount })}
        >
          {row.carCount}
        </Link>
      ),
    },
    {
      field: 'createdAt',
      headerName: t('suppliers.columns.createdAt'),
      width: 130,
      valueFormatter: (value: string) => new Date(value).toLocaleDateString(language),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 220,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          {supplierActionsOf(row).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'verify' ? 'contained' : 'text'}
              color={action === 'suspend' ? 'error' : 'primary'}
              disabled={act.isPending}
              aria-label={t(`suppliers.actions.${action}Label`, { name: row.name })}
              onClick={() => act.mutate({ id: row.id, action })}
            >
              {t(`suppliers.actions.${action}`)}
            </Button>
          ))}
        </Box>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListFilters
        keyword={query.keyword}
        hint={t('suppliers.searchHint')}
        onKeyword={(keyword) => change({ keyword })}
        columns={{ xs: '1fr', sm: 'minmax(0, 400px)' }}
      />
      {suppliers.isError ? (
        <LoadError onRetry={() => void suppliers.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('suppliers.title')}
          rows={suppliers.data?.suppliers ?? []}
          columns={columns}
          total={suppliers.data?.total ?? 0}
          isLoading={suppliers.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
        />
      )}
    </Box>
  );
}
