// The join leads (GET /api/admin/leads), for admins: the agencies and drivers who left their details
// on a join page, newest first, filtered in the address by kind, status and a search. Each lead's
// status is set in its row (PUT /api/admin/leads/{id}); its name opens everything it left.
import {
  AdminLeadQuerySchema,
  LEAD_KINDS,
  LEAD_STATUSES,
  type AdminLead,
  type LeadStatus,
} from '@roadbook/domain/contracts/admin-leads';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ADMIN_LEADS_QUERY_KEY, adminLeadsQueryOptions, setLeadStatus } from '@/api/admin-leads';
import { useToast } from '@/components/toast/use-toast';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { BackOfficeGrid } from './BackOfficeGrid';
import { LeadDialog } from './LeadDialog';
import { FilterSelect, ListFilters } from './ListFilters';
import { LoadError } from './LoadError';

function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

export function LeadList() {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AdminLeadQuerySchema);
  const leads = useQuery({ ...adminLeadsQueryOptions(query), placeholderData: keepPreviousData });
  const [opened, setOpened] = useState<AdminLead | null>(null);
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));
  const queryClient = useQueryClient();
  const toast = useToast();
  const status = useMutation({
    mutationFn: setLeadStatus,
    onSuccess: async (lead) => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_LEADS_QUERY_KEY });
      toast.success(t('leads.done', { name: lead.fullName, status: t(`leads.statuses.${lead.status}`) }));
    },
  });

  const columns: GridColDef<AdminLead>[] = [
    {
      field: 'fullName',
      headerName: t('leads.columns.name'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Button
          size="small"
          sx={{ textTransform: 'none', px: 0, minWidth: 0 }}
          aria-haspopup="dialog"
          onClick={() => setOpened(row)}
        >
          {row.fullName}
        </Button>
      ),
    },
    {
      field: 'kind',
      headerName: t('leads.columns.kind'),
      width: 110,
      valueFormatter: (value: AdminLead['kind']) => t(`leads.kinds.${value}`),
    },
    {
      field: 'company',
      headerName: t('leads.columns.company'),
      flex: 0.8,
      minWidth: 130,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    { field: 'email', headerName: t('leads.columns.email'), flex: 1, minWidth: 180 },
    {
      field: 'phone',
      headerName: t('leads.columns.phone'),
      width: 150,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    {
      field: 'createdAt',
      headerName: t('leads.columns.createdAt'),
      width: 120,
      valueFormatter: (value: string) => new Date(value).toLocaleDateString(language),
    },
    {
      field: 'status',
      headerName: t('leads.columns.status'),
      width: 170,
      renderCell: ({ row }) => (
        <TextField
          select
          size="small"
          fullWidth
          value={row.status}
          disabled={status.isPending}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': t('leads.statusOf', { name: row.fullName }) },
          }}
          onChange={(event) => {
            const next = event.target.value;
            if (isLeadStatus(next) && next !== row.status) status.mutate({ id: row.id, status: next });
          }}
          // The grid's keys (arrows, space) stay with the select.
          onKeyDown={(event) => event.stopPropagation()}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`leads.statuses.${value}`)}
            </option>
          ))}
        </TextField>
      ),
    },
  ];

  const filter = <Value extends string>(
    name: 'kind' | 'status',
    values: readonly Value[],
    labelOf: (value: Value) => string,
  ) => (
    <FilterSelect
      label={t(`leads.filters.${name}`)}
      value={query[name] ?? ''}
      options={values.map((value) => ({ value, label: labelOf(value) }))}
      onChange={(value) => change({ [name]: value })}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ListFilters
        keyword={query.keyword}
        hint={t('leads.searchHint')}
        onKeyword={(keyword) => change({ keyword })}
        columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 280px))' }}
      >
        {filter('kind', LEAD_KINDS, (kind) => t(`leads.kinds.${kind}`))}
        {filter('status', LEAD_STATUSES, (value) => t(`leads.statuses.${value}`))}
      </ListFilters>
      {leads.isError ? (
        <LoadError onRetry={() => void leads.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('leads.title')}
          rows={leads.data?.leads ?? []}
          columns={columns}
          total={leads.data?.total ?? 0}
          isLoading={leads.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
        />
      )}
      {opened !== null && <LeadDialog lead={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
