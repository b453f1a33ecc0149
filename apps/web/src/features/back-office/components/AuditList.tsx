// The audit trail (GET /api/admin/audit), for admins: each change, newest first, filtered in the
// address by person, record and calendar days; a row's name or record narrows the list to it, and
// its changes open with the fields before and after.
import { AUDIT_RECORD_KINDS, AuditQuerySchema, type AuditEvent } from '@roadbook/domain/contracts/audit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { auditQueryOptions } from '@/api/audit';
import { currentLanguage } from '@/lib/i18n';

import { changedParams, listQueryOf } from '../lib/list-params';
import { AuditChangesDialog } from './AuditChangesDialog';
import { BackOfficeGrid } from './BackOfficeGrid';
import { FilterSelect } from './ListFilters';
import { LoadError } from './LoadError';

export function AuditList() {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params, AuditQuerySchema);
  const events = useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
  const [opened, setOpened] = useState<AuditEvent | null>(null);
  const change = (changes: Parameters<typeof changedParams>[1]) => setParams(changedParams(params, changes));
  const actorName = events.data?.events.find((event) => event.actor?.id === query.actor)?.actor?.fullName;

  const columns: GridColDef<AuditEvent>[] = [
    {
      field: 'at',
      headerName: t('audit.columns.at'),
      width: 170,
      valueFormatter: (value: string) =>
        new Date(value).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' }),
    },
    {
      field: 'actor',
      headerName: t('audit.columns.actor'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) =>
        row.actor === null ? (
          t('audit.formerAccount')
        ) : (
          <Link component="button" type="button" onClick={() => change({ actor: row.actor?.id })}>
            {row.actor.fullName}
          </Link>
        ),
    },
    {
      field: 'action',
      headerName: t('audit.columns.action'),
      width: 120,
      valueFormatter: (value: AuditEvent['action']) => t(`audit.actions.${value}`),
    },
    {
      field: 'record',
      headerName: t('audit.columns.record'),
      flex: 1.5,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link
          component="button"
          type="button"
          onClick={() => change({ recordKind: row.recordKind, recordId: row.recordId })}
        >
          {t(`audit.kinds.${row.recordKind}`)} · {row.recordLabel ?? row.recordId}
        </Link>
      ),
    },
    {
      field: 'changes',
      headerName: t('audit.columns.changes'),
      width: 130,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setOpened(row)}>
          {t('audit.show')}
        </Button>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <FilterSelect
          label={t('audit.filters.kind')}
          value={query.recordKind ?? ''}
          options={AUDIT_RECORD_KINDS.map((kind) => ({ value: kind, label: t(`audit.kinds.${kind}`) }))}
          onChange={(recordKind) => change({ recordKind, recordId: undefined })}
        />
        <TextField
          type="date"
          label={t('audit.filters.from')}
          value={query.from ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('audit.filters.to')}
          value={query.to ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => change({ to: event.target.value })}
        />
      </Box>
      {(query.actor !== undefined || query.recordId !== undefined) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {query.actor !== undefined && (
            <Chip
              label={t('audit.filters.actor', { name: actorName ?? query.actor })}
              onDelete={() => change({ actor: undefined })}
            />
          )}
          {query.recordId !== undefined && (
            <Chip
              label={t('audit.filters.record', { record: query.recordId })}
              onDelete={() => change({ recordId: undefined })}
            />
          )}
        </Box>
      )}
      {events.isError ? (
        <LoadError onRetry={() => void events.refetch()} />
      ) : (
        <BackOfficeGrid
          label={t('audit.title')}
          rows={events.data?.events ?? []}
          columns={columns}
          total={events.data?.total ?? 0}
          isLoading={events.isFetching}
          page={query.page}
          pageSize={query.pageSize}
          onPage={(page, pageSize) => change({ page, pageSize })}
        />
      )}
      {opened !== null && <AuditChangesDialog event={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
