// The bookings list's filters: a keyword, the statuses, a span of days and (admins) the supplier.
// Each change goes to the address, which the list reads.
import type { BookingListQuery } from '@roadbook/domain/contracts/bookings';
import { BOOKING_STATUSES } from '@roadbook/domain/enums';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { adminSuppliersQueryOptions } from '@/api/admin-suppliers';

import type { changedParams } from '../lib/list-params';
import { FilterSelect, ListFilters } from './ListFilters';

interface BookingFiltersProps {
  isAdmin: boolean;
  query: BookingListQuery;
  onChange: (changes: Parameters<typeof changedParams>[1]) => void;
}

export function BookingFilters({ isAdmin, query, onChange }: BookingFiltersProps) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const suppliers = useQuery({ ...adminSuppliersQueryOptions({ page: 1, pageSize: 100 }), enabled: isAdmin });

  return (
    <ListFilters
      keyword={query.keyword}
      hint={t('bookings.filters.keywordHint')}
      onKeyword={(keyword) => onChange({ keyword })}
      columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${isAdmin ? 5 : 4}, 1fr)` }}
      label={t('bookings.filters.label')}
    >
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
        <FilterSelect
          label={t('bookings.filters.supplier')}
          value={query.supplier?.[0] ?? ''}
          options={(suppliers.data?.suppliers ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          onChange={(supplier) => onChange({ supplier })}
        />
      )}
    </ListFilters>
  );
}
