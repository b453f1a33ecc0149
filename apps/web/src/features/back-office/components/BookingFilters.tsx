// The bookings list's filters: a keyword, the statuses, a span of days and (admins) the supplier.
// Each change goes to the address, which the list reads.
import type { BookingListQuery } from '@roadbook/domain/contracts/bookings';
import { BOOKING_STATUSES } from '@roadbook/domain/enums';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { adminSuppliersQueryOptions } from '@/api/admin-suppliers';

import type { changedParams } from '../lib/list-params';

interface BookingFiltersProps {
  isAdmin: boolean;
  query: BookingListQuery;
  onChange: (changes: Parameters<typeof changedParams>[1]) => void;
}

export function BookingFilters({ isAdmin, query, onChange }: BookingFiltersProps) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const suppliers = useQuery({ ...adminSuppliersQueryOptions({ page: 1, pageSize: 100 }), enabled: isAdmin });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('bookings.filters.label')}
      onSubmit={search}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${isAdmin ? 5 : 4}, 1fr)` },
      }}
    >
      <TextField
        label={t('list.search')}
        helperText={t('bookings.filters.keywordHint')}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onBlur={() => {
          if (keyword.trim() !== (query.keyword ?? '')) onChange({ keyword: keyword.trim() });
        }}
      />
      <TextField
        select
        label={t('bookings.filters.status')}
        value={query.status ?? []}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (chosen) => {
              const statuses = BOOKING_STATUSES.filter((status) => (chosen as string[]).includes(status));
              return statuses.length === 0
                ? t('list.all')
                : statuses.map((status) => tEnums(`bookingStatus.${status}`)).join(', ');
            },
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => {
          const value: unknown = event.target.value;
          const chosen = Array.isArray(value) ? value.map(String) : String(value).split(',');
          onChange({ status: BOOKING_STATUSES.filter((status) => chosen.includes(status)) });
        }}
      >
        {BOOKING_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {tEnums(`bookingStatus.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('bookings.filters.from')}
        value={query.from ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        type="date"
        label={t('bookings.filters.to')}
        value={query.to ?? ''}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ to: event.target.value })}
      />
      {isAdmin && (
        <TextField
          select
          label={t('bookings.filters.supplier')}
          value={query.supplier?.[0] ?? ''}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => onChange({ supplier: event.target.value })}
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {(suppliers.data?.suppliers ?? []).map((supplier) => (
            <MenuItem key={supplier.id} value={supplier.id}>
              {supplier.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
